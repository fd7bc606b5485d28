import { beforeAll, describe, expect, it } from "vitest";
import type { Venue } from "../../contract/venues.ts";
import { host, hostEvent, startHostApp, t } from "../test/host-app-setup.ts";
import { signUp } from "../test/test-app.ts";

let other: Awaited<ReturnType<typeof signUp>>;

startHostApp();
beforeAll(async () => {
  other = await signUp(t);
});

const newEvent = (isPublic: boolean) => hostEvent({ isPublic });

const venue = {
  name: "Taj Lands End",
  address: "Byramji Jeejeebhoy Road, Bandra West",
  city: "Mumbai",
  state: "Maharashtra",
  zipCode: "400050",
  contactPerson: "Anil",
  contactPhone: "+91 98200 00000",
  hasParking: true,
  parkingDetails: "Valet at the porch",
  facilities: ["Parking", "Air Conditioning", "Stage"],
};

describe("venue", () => {
  it("is saved, replaced, read by whoever may read the event and deleted by its host", async () => {
    const eventId = await newEvent(true);
    const path = `/api/events/${eventId}/venue`;
    expect(await (await t.request(path, { cookie: host.cookie })).json()).toEqual({ venue: null });
    const saved = await t.request(path, { method: "PUT", cookie: host.cookie, json: venue });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject(venue);
    const replaced = await t.request(path, {
      method: "PUT",
      cookie: host.cookie,
      json: { ...venue, name: "Sea Lounge" },
    });
    const after = (await replaced.json()) as Venue;
    expect(after.name).toBe("Sea Lounge");
    // Anyone may read a public event's venue, as its public page shows it.
    const asVisitor = (await (await t.request(path)).json()) as { venue: Venue };
    expect(asVisitor.venue.id).toBe(after.id);
    expect((await t.request(path, { method: "PUT", cookie: other.cookie, json: venue })).status).toBe(403);
    expect((await t.request(path, { method: "DELETE", cookie: other.cookie })).status).toBe(403);
    expect((await t.request(path, { method: "DELETE", cookie: host.cookie })).status).toBe(204);
    expect(await (await t.request(path, { cookie: host.cookie })).json()).toEqual({ venue: null });
    expect((await t.request(path, { method: "DELETE", cookie: host.cookie })).status).toBe(404);
  });

  it("needs a name and an address, and takes only the spec's facilities", async () => {
    const eventId = await newEvent(false);
    const path = `/api/events/${eventId}/venue`;
    const res = await t.request(path, {
      method: "PUT",
      cookie: host.cookie,
      json: { ...venue, name: " ", address: "" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.name).toBe("Venue name and address are required");
    expect(body.error.fields.address).toBe("Venue name and address are required");
    const bad = await t.request(path, {
      method: "PUT",
      cookie: host.cookie,
      json: { ...venue, facilities: ["Pool"] },
    });
    expect(bad.status).toBe(400);
    // A private event's venue is its host's.
    expect((await t.request(path, { cookie: other.cookie })).status).toBe(403);
  });
});
