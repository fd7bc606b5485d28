import type { Event } from "../../../contract/events.ts";
import {
  all,
  eventBody,
  hostTeam,
  type MatrixArea,
  once,
  ownerOnly,
  row,
  signedIn,
  signedInAll,
} from "../access-matrix-setup.ts";
import { fileForm, pngImage } from "../sample-images.ts";

/** The open basics, sign-in, events with their banners and venues, and the media they serve. */
export const coreRows: MatrixArea = (w) => {
  /** The private event's banner, put up on first use: its address under /api/media. */
  const bannerUrl = once(async () => {
    const res = await w.asOwner(`/api/events/${w.privateEvent.id}/banner`, {
      method: "PUT",
      form: fileForm(await pngImage(), "b.png", "image/png"),
    });
    return ((await res.json()) as Event).bannerUrl!;
  });
  /** Who reads a private event: its owner, a co-host and admins. */
  const readers = { anonymous: 403, other: 403, owner: 200, admin: 200, cohost: 200, door: 403 };
  const venue = { json: { name: "Hall", address: "1 MG Road" } };

  return {
    "GET /api/ping": row(all(200), "/api/ping"),
    "GET /api/health": row(all(200), "/api/health"),
    "GET /api/me": row(all(200), "/api/me"),
    "GET /api/openapi.json": row(all(200), "/api/openapi.json"),
    "GET /api/docs": row(all(200), "/api/docs"),
    // Better Auth's endpoints (their own rules are tested in auth/), represented here by a
    // session read and a password-reset request, which answer everyone alike.
    "GET /api/auth/*": row(all(200), "/api/auth/get-session"),
    "GET /api/auth/list-sessions": row(signedIn, "/api/auth/list-sessions"),
    "POST /api/auth/*": row(all(200), "/api/auth/request-password-reset", {
      json: { email: "nobody@example.com", redirectTo: "/reset-password" },
    }),
    "POST /api/auth/sign-in/email": {
      refusedByBody: "the password in the body is wrong",
      // Wrong password for everyone: the guard answers 401 with the spec's text.
      ...row(all(401), "/api/auth/sign-in/email", {
        json: { email: "owner@example.com", password: "not-the-password" },
      }),
    },
    "GET /api/events/mine": row(signedIn, "/api/events/mine"),
    "GET /api/events/upcoming": row(all(200), "/api/events/upcoming"),
    "GET /api/events/public": row(all(200), "/api/events/public"),
    "GET /api/events/:id": row(readers, w.onPrivateEvent()),
    "POST /api/events": row(signedInAll(201), "/api/events", { json: eventBody() }),
    "PUT /api/events/:id": row(hostTeam(200), w.onFreshEvent(), { json: eventBody() }),
    "DELETE /api/events/:id": row(ownerOnly(204), w.onFreshEvent()),
    "GET /api/events/:id/cancellation-notice": row(ownerOnly(200), w.onPrivateEvent("/cancellation-notice")),
    "PUT /api/events/:id/banner": row(hostTeam(200), w.onFreshEvent("/banner"), async () => ({
      form: fileForm(await pngImage(), "b.png", "image/png"),
    })),
    "DELETE /api/events/:id/banner": row(hostTeam(200), w.onFreshEvent("/banner")),
    "GET /api/media/*": row(all(200), bannerUrl),

    // Venues: read as the event is read; set and deleted by its owner or a co-host.
    "GET /api/events/:id/venue": row(readers, w.onPrivateEvent("/venue")),
    "PUT /api/events/:id/venue": row(hostTeam(200), w.onPrivateEvent("/venue"), venue),
    "DELETE /api/events/:id/venue": row(hostTeam(204), async () => {
      const e = await w.freshEvent();
      await w.asOwner(`/api/events/${e.id}/venue`, { method: "PUT", ...venue });
      return `/api/events/${e.id}/venue`;
    }),

    // Activity: who did what, read by the owner and co-hosts (decision 0032; not door staff, not
    // admins: hosts' records).
    "GET /api/events/:id/activity": row(hostTeam(200), w.onPrivateEvent("/activity")),
  };
};
