import { describe, expect, it } from "vitest";
import { type Guest, guestMessages, guestVersion, guestVersionHeader } from "../../contract/guests.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";

// An edit that waited offline says which version of the guest it was made to; the server refuses it
// when the guest changed since, instead of silently undoing (say) the guest's own reply.

startHostApp();

describe("editing a guest with If-Match", () => {
  it("applies an edit of the current version and refuses one of an older version", async () => {
    const event = (await (
      await t.request("/api/events", {
        cookie: host.cookie,
        json: {
          ...{ title: "Brunch", description: "Pancakes on the lawn.", date: "2034-12-09", time: "10:00" },
          ...{ location: "Goa", isPublic: false, timeZone: "Asia/Kolkata" },
        },
      })
    ).json()) as { id: string };
    const input = { name: "Dev", email: "dev@example.com", status: "invited" };
    const added = (await (
      await t.request(`/api/events/${event.id}/guests`, { cookie: host.cookie, json: input })
    ).json()) as Guest;
    const edit = (json: unknown, version?: string) =>
      t.request(`/api/guests/${added.id}`, {
        method: "PUT",
        cookie: host.cookie,
        json,
        headers: version ? { [guestVersionHeader]: version } : {},
      });

    const first = await edit({ ...input, status: "maybe" }, guestVersion(added));
    expect(first.status).toBe(200);
    const current = (await first.json()) as Guest;

    // Made to the first version, which is no longer the guest's.
    const stale = await edit({ ...input, status: "declined" }, guestVersion(added));
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toBe(
      guestMessages.changedMeanwhile,
    );

    expect((await edit({ ...input, status: "confirmed" }, guestVersion(current))).status).toBe(200);
    // Without the header the edit goes over whatever is there (the host's Retry).
    expect((await edit({ ...input, status: "declined" })).status).toBe(200);
    expect((await edit(input, '"yesterday"')).status).toBe(400);
  });
});
