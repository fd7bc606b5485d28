import { expect, it } from "vitest";
import type { ImportPreview } from "../../contract/guest-import.ts";
import { previewImport } from "../test/guest-import.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { importRoomGuard } from "./guest-limit.ts";
import { writeImportPlan } from "./import-writer.ts";

// The package's guest limit as an import's writer checks it, batch by batch, with the event locked.

startHostApp({ FREE_GUEST_LIMIT: "3" });

const addGuest = (eventId: string, email: string) =>
  t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: { name: email.split("@")[0], email, status: "invited" },
  });

it("counts a guest added while an import writes: the import stops at the limit", async () => {
  const created = await t.request("/api/events", {
    cookie: host.cookie,
    json: {
      title: "Housewarming",
      description: "New home, old friends, good food.",
      date: "2034-05-01",
      time: "12:00",
      location: "Hyderabad",
      isPublic: true,
      timeZone: "Asia/Kolkata",
    },
  });
  const eventId = ((await created.json()) as { id: string }).id;
  expect((await addGuest(eventId, "first@example.com")).status).toBe(201);
  // The preview (and the import's first check) still sees room for both new rows...
  const csv = "name,email\nA,a@example.com\nB,b@example.com\n";
  const preview = (await (await previewImport(t, host.cookie, eventId, csv)).json()) as ImportPreview;
  expect(preview.newGuests).toHaveLength(2);
  // ...then a guest arrives by another way before the rows are written.
  expect((await addGuest(eventId, "meanwhile@example.com")).status).toBe(201);
  const guard = importRoomGuard(t.services.payments, eventId, "No room");
  const outcome = await writeImportPlan(t.db, eventId, preview, host.id, guard);
  expect(outcome.inserted).toBe(1);
  expect(outcome.notApplied).toEqual([{ row: 3, email: "b@example.com", reason: "No room" }]);
  const list = (await (await t.request(`/api/events/${eventId}/guests`, { cookie: host.cookie })).json()) as {
    counts: { all: number };
  };
  expect(list.counts.all).toBe(3);
});
