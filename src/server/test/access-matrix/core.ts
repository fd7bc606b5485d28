import type { Event } from "../../../contract/events.ts";
import {
  all,
  eventBody,
  hostTeam,
  type MatrixArea,
  once,
  ownerOnly,
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

  return {
    "GET /api/ping": { expect: all(200), call: async () => ({ method: "GET", path: "/api/ping" }) },
    "GET /api/health": { expect: all(200), call: async () => ({ method: "GET", path: "/api/health" }) },
    "GET /api/me": { expect: all(200), call: async () => ({ method: "GET", path: "/api/me" }) },
    "GET /api/openapi.json": {
      expect: all(200),
      call: async () => ({ method: "GET", path: "/api/openapi.json" }),
    },
    "GET /api/docs": { expect: all(200), call: async () => ({ method: "GET", path: "/api/docs" }) },
    // Better Auth's endpoints (their own rules are tested in auth/), represented here by a
    // session read and a password-reset request, which answer everyone alike.
    "GET /api/auth/*": {
      expect: all(200),
      call: async () => ({ method: "GET", path: "/api/auth/get-session" }),
    },
    "GET /api/auth/list-sessions": {
      expect: signedIn,
      call: async () => ({ method: "GET", path: "/api/auth/list-sessions" }),
    },
    "POST /api/auth/*": {
      expect: all(200),
      call: async () => ({
        method: "POST",
        path: "/api/auth/request-password-reset",
        json: { email: "nobody@example.com", redirectTo: "/reset-password" },
      }),
    },
    "POST /api/auth/sign-in/email": {
      refusedByBody: "the password in the body is wrong",
      // Wrong password for everyone: the guard answers 401 with the spec's text.
      expect: all(401),
      call: async () => ({
        method: "POST",
        path: "/api/auth/sign-in/email",
        json: { email: "owner@example.com", password: "not-the-password" },
      }),
    },
    "GET /api/events/mine": {
      expect: signedIn,
      call: async () => ({ method: "GET", path: "/api/events/mine" }),
    },
    "GET /api/events/upcoming": {
      expect: all(200),
      call: async () => ({ method: "GET", path: "/api/events/upcoming" }),
    },
    "GET /api/events/public": {
      expect: all(200),
      call: async () => ({ method: "GET", path: "/api/events/public" }),
    },
    "GET /api/events/:id": {
      expect: { anonymous: 403, other: 403, owner: 200, admin: 200, cohost: 200, door: 403 },
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}` }),
    },
    "POST /api/events": {
      expect: signedInAll(201),
      call: async () => ({ method: "POST", path: "/api/events", json: eventBody() }),
    },
    "PUT /api/events/:id": {
      expect: hostTeam(200),
      call: async () => ({
        method: "PUT",
        path: `/api/events/${(await w.freshEvent()).id}`,
        json: eventBody(),
      }),
    },
    "DELETE /api/events/:id": {
      expect: ownerOnly(204),
      call: async () => ({ method: "DELETE", path: `/api/events/${(await w.freshEvent()).id}` }),
    },
    "GET /api/events/:id/cancellation-notice": {
      expect: ownerOnly(200),
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/cancellation-notice` }),
    },
    "PUT /api/events/:id/banner": {
      expect: hostTeam(200),
      call: async () => ({
        method: "PUT",
        path: `/api/events/${(await w.freshEvent()).id}/banner`,
        form: fileForm(await pngImage(), "b.png", "image/png"),
      }),
    },
    "DELETE /api/events/:id/banner": {
      expect: hostTeam(200),
      call: async () => ({ method: "DELETE", path: `/api/events/${(await w.freshEvent()).id}/banner` }),
    },
    "GET /api/media/*": { expect: all(200), call: async () => ({ method: "GET", path: await bannerUrl() }) },

    // Venues: read as the event is read; set and deleted by its owner or a co-host.
    "GET /api/events/:id/venue": {
      expect: { anonymous: 403, other: 403, owner: 200, admin: 200, cohost: 200, door: 403 },
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/venue` }),
    },
    "PUT /api/events/:id/venue": {
      expect: hostTeam(200),
      call: async () => ({
        method: "PUT",
        path: `/api/events/${w.privateEvent.id}/venue`,
        json: { name: "Hall", address: "1 MG Road" },
      }),
    },
    "DELETE /api/events/:id/venue": {
      expect: hostTeam(204),
      call: async () => {
        const e = await w.freshEvent();
        await w.asOwner(`/api/events/${e.id}/venue`, {
          method: "PUT",
          json: { name: "Hall", address: "1 MG Road" },
        });
        return { method: "DELETE", path: `/api/events/${e.id}/venue` };
      },
    },

    // Activity: who did what, read by whoever manages the event (not admins: hosts' records).
    "GET /api/events/:id/activity": {
      expect: ownerOnly(200),
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/activity` }),
    },
  };
};
