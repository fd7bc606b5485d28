import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { type Actor, hostTeam, type MatrixArea, once, row } from "../access-matrix-setup.ts";
import { doorModeRows, premiumEvent } from "./check-in.ts";

/**
 * Door links: the host's list, make and revoke; and door mode through a link, where the link in the
 * path is the credential. A door route is called by the working link's holder with it, by the
 * revoked link's holder with that one, and by everyone else with a link that does not exist.
 */
export const doorRows: MatrixArea = (w) => {
  const doorEventId = premiumEvent(w);

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
  const onDoor = (rest: string) => async (as: Actor) => {
    const { working, revoked } = await links();
    const secret =
      as === "doorLink" ? working : as === "revokedLink" ? revoked : randomBytes(32).toString("base64url");
    return `/api/door/${secret}${rest}`;
  };
  const onDoorLinks =
    (rest = "") =>
    async () =>
      `/api/events/${await doorEventId()}/door-links${rest}`;

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
    "GET /api/events/:id/door-links": row(hostTeam(200), onDoorLinks()),
    "POST /api/events/:id/door-links": row(hostTeam(201), onDoorLinks(), { json: { label: "Matrix gate" } }),
    "POST /api/events/:id/door-links/:linkId/revoke": row(
      hostTeam(204),
      async () => `/api/events/${await doorEventId()}/door-links/${(await newLink("To revoke")).id}/revoke`,
    ),
    // Door mode by link.
    ...doorModeRows(w, "/api/door/:secret", linkOnly(200), doorEventId, onDoor),
  };
};
