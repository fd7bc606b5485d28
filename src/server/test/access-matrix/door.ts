import { randomBytes, randomUUID } from "node:crypto";
import { expect } from "vitest";
import { type Actor, hostTeam, type MatrixArea, once } from "../access-matrix-setup.ts";
import { buyPackage } from "../buy-package.ts";
import { attendingDoorGuest } from "./check-in.ts";

/**
 * Door links: the host's list, make and revoke; and door mode through a link, where the link in the
 * path is the credential. A door route is called by the working link's holder with it, by the
 * revoked link's holder with that one, and by everyone else with a link that does not exist.
 */
export const doorRows: MatrixArea = (w) => {
  /** The owner's event with the Premium package (door mode), made on first use. */
  const doorEventId = once(async () => {
    const id = (await w.freshEvent()).id;
    await buyPackage(w.t, w.cookies.owner!, id, "premium");
    return id;
  });

  async function newLink(label: string): Promise<{ id: string; secret: string }> {
    const res = await w.asOwner(`/api/events/${await doorEventId()}/door-links`, { json: { label } });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { link: { id: string }; url: string };
    return { id: made.link.id, secret: made.url.split("/door/")[1] };
  }

  /** A working link and a revoked one of the door event. */
  const links = once(async () => {
    const working = await newLink("Front gate");
    const revoked = await newLink("Side gate");
    const res = await w.asOwner(`/api/events/${await doorEventId()}/door-links/${revoked.id}/revoke`, {
      method: "POST",
    });
    expect(res.status).toBe(204);
    return { working: working.secret, revoked: revoked.secret };
  });

  /** The door's path for a caller: their link, or (without one) a well-formed link that does not exist. */
  async function doorPath(as: Actor, rest = "") {
    const { working, revoked } = await links();
    const secret =
      as === "doorLink" ? working : as === "revokedLink" ? revoked : randomBytes(32).toString("base64url");
    return `/api/door/${secret}${rest}`;
  }

  const doorGuest = async () => attendingDoorGuest(w, await doorEventId());

  /** Only the holder of a working link; the revoked link is refused as gone, any other as unknown. */
  const linkOnly = (ok: number) => ({
    anonymous: 404,
    other: 404,
    owner: 404,
    admin: 404,
    cohost: 404,
    door: 404,
    doorLink: ok,
    revokedLink: 410,
  });

  return {
    // The host's: the owner and co-hosts (events.manageable). Door staff and admins are refused.
    "GET /api/events/:id/door-links": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${await doorEventId()}/door-links` }),
    },
    "POST /api/events/:id/door-links": {
      expect: hostTeam(201),
      call: async () => ({
        method: "POST",
        path: `/api/events/${await doorEventId()}/door-links`,
        json: { label: "Matrix gate" },
      }),
    },
    "POST /api/events/:id/door-links/:linkId/revoke": {
      expect: hostTeam(204),
      call: async () => ({
        method: "POST",
        path: `/api/events/${await doorEventId()}/door-links/${(await newLink("To revoke")).id}/revoke`,
      }),
    },
    // Door mode by link.
    "GET /api/door/:secret": {
      expect: linkOnly(200),
      call: async (as) => ({ method: "GET", path: await doorPath(as) }),
    },
    "GET /api/door/:secret/guests": {
      expect: linkOnly(200),
      call: async (as) => ({ method: "GET", path: await doorPath(as, "/guests?q=door") }),
    },
    "GET /api/door/:secret/guest-list": {
      expect: linkOnly(200),
      call: async (as) => ({ method: "GET", path: await doorPath(as, "/guest-list") }),
    },
    "POST /api/door/:secret/scan": {
      expect: linkOnly(200),
      call: async (as) => ({
        method: "POST",
        path: await doorPath(as, "/scan"),
        json: { code: (await doorGuest()).code },
      }),
    },
    "POST /api/door/:secret/arrivals": {
      expect: linkOnly(200),
      call: async (as) => ({
        method: "POST",
        path: await doorPath(as, "/arrivals"),
        json: { actionId: randomUUID(), guestId: (await doorGuest()).id, party: 1 },
      }),
    },
    "POST /api/door/:secret/undo": {
      expect: linkOnly(200),
      call: async (as) => ({
        method: "POST",
        path: await doorPath(as, "/undo"),
        json: { actionId: randomUUID(), guestId: (await doorGuest()).id },
      }),
    },
    "POST /api/door/:secret/walk-ins": {
      expect: linkOnly(200),
      call: async (as) => ({
        method: "POST",
        path: await doorPath(as, "/walk-ins"),
        json: { actionId: randomUUID(), name: "Walk-in", party: 1 },
      }),
    },
    "GET /api/door/:secret/stream": {
      expect: linkOnly(200),
      call: async (as) => ({ method: "GET", path: await doorPath(as, "/stream") }),
    },
  };
};
