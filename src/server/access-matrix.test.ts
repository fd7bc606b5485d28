import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Event, EventInput } from "../contract/events.ts";
import { guestPasses } from "./db/schema.ts";
import { buyPackage } from "./test/buy-package.ts";
import { type ApiDocument, documentedOperation } from "./test/documented-operation.ts";
import { fileForm, pngImage } from "./test/sample-images.ts";
import { createTestApp, signUp, signUpAdmin, type TestApp } from "./test/test-app.ts";

/**
 * Every API route × every kind of caller, with the status each must get. The list of routes
 * comes from the app itself: a route added without a row here fails the first test.
 */
type Actor = "anonymous" | "other" | "owner" | "admin";
const actors: Actor[] = ["anonymous", "other", "owner", "admin"];
type Call = { path: string; method: string; json?: unknown; form?: FormData };
type Row = {
  expect: Record<Actor, number>;
  call: () => Promise<Call>;
  /** Why a refusal here comes from the body itself (the event it names, the password it holds). */
  refusedByBody?: string;
};

let t: TestApp;
const cookies: Partial<Record<Actor, string>> = {};
let privateEvent: Event;
let bannerUrl: string;
let targetUserId: string;

const eventBody = (over: Partial<EventInput> = {}): EventInput => ({
  title: "Matrix event",
  description: "An event that exists to be poked at.",
  date: "2035-06-01",
  time: "10:00",
  location: "Pune",
  isPublic: false,
  timeZone: "Asia/Kolkata",
  ...over,
});

/** A fresh private event of the owner, for calls that change or delete it. */
async function freshEvent(): Promise<Event> {
  const res = await t.request("/api/events", { json: eventBody(), cookie: cookies.owner });
  return res.json();
}

const all = (status: number) => ({ anonymous: status, other: status, owner: status, admin: status });
const signedIn = { anonymous: 401, other: 200, owner: 200, admin: 200 };
const ownerOnly = (ok: number) => ({ anonymous: 401, other: 403, owner: ok, admin: 403 });
const adminOnly = (ok: number) => ({ anonymous: 401, other: 403, owner: 403, admin: ok });

const matrix: Record<string, Row> = {
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
    expect: { anonymous: 403, other: 403, owner: 200, admin: 200 },
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}` }),
  },
  "POST /api/events": {
    expect: { anonymous: 401, other: 201, owner: 201, admin: 201 },
    call: async () => ({ method: "POST", path: "/api/events", json: eventBody() }),
  },
  "PUT /api/events/:id": {
    expect: ownerOnly(200),
    call: async () => ({ method: "PUT", path: `/api/events/${(await freshEvent()).id}`, json: eventBody() }),
  },
  "DELETE /api/events/:id": {
    expect: ownerOnly(204),
    call: async () => ({ method: "DELETE", path: `/api/events/${(await freshEvent()).id}` }),
  },
  "GET /api/events/:id/cancellation-notice": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/cancellation-notice` }),
  },
  "PUT /api/events/:id/banner": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "PUT",
      path: `/api/events/${(await freshEvent()).id}/banner`,
      form: fileForm(await pngImage(), "b.png", "image/png"),
    }),
  },
  "DELETE /api/events/:id/banner": {
    expect: ownerOnly(200),
    call: async () => ({ method: "DELETE", path: `/api/events/${(await freshEvent()).id}/banner` }),
  },
  "GET /api/media/*": { expect: all(200), call: async () => ({ method: "GET", path: bannerUrl }) },

  // Guest lists: the event's creator only (admins included: guests' contact data is the host's).
  "GET /api/events/:id/guests": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/guests` }),
  },
  "POST /api/events/:id/guests": {
    expect: ownerOnly(201),
    call: async () => ({
      method: "POST",
      path: `/api/events/${privateEvent.id}/guests`,
      json: { name: "New", email: `n${Math.random().toString(36).slice(2)}@example.com`, status: "invited" },
    }),
  },
  "POST /api/events/:id/guests/delete": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "POST",
      path: `/api/events/${privateEvent.id}/guests/delete`,
      json: { ids: [(await freshGuest()).id] },
    }),
  },
  "POST /api/events/:id/guests/import/preview": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "POST",
      path: `/api/events/${privateEvent.id}/guests/import/preview`,
      form: fileForm(Buffer.from("name,email\nAsha,asha@example.com\n"), "guests.csv", "text/csv"),
    }),
  },
  "POST /api/events/:id/guests/import": {
    expect: ownerOnly(200),
    call: async () => {
      // The owner's preview gives the fingerprint; each caller then tries to import it.
      const csv = Buffer.from(`name,email\nAsha,a${Math.random().toString(36).slice(2)}@example.com\n`);
      const preview = await t.app.request(`/api/events/${privateEvent.id}/guests/import/preview`, {
        method: "POST",
        body: fileForm(csv, "guests.csv", "text/csv"),
        headers: { cookie: cookies.owner ?? "", origin: t.config.publicUrl },
      });
      const form = fileForm(csv, "guests.csv", "text/csv");
      form.append("fingerprint", ((await preview.json()) as { fingerprint: string }).fingerprint);
      return { method: "POST", path: `/api/events/${privateEvent.id}/guests/import`, form };
    },
  },
  "GET /api/events/:id/guests/contacts": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/guests/contacts` }),
  },
  "GET /api/events/:id/guests/export": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/guests/export` }),
  },
  "GET /api/events/:id/guests/stream": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/guests/stream` }),
  },
  "GET /api/guests/:guestId": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/guests/${(await freshGuest()).id}` }),
  },
  "PUT /api/guests/:guestId": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "PUT",
      path: `/api/guests/${(await freshGuest()).id}`,
      json: {
        name: "Renamed",
        email: `r${Math.random().toString(36).slice(2)}@example.com`,
        status: "maybe",
      },
    }),
  },
  "DELETE /api/guests/:guestId": {
    expect: ownerOnly(204),
    call: async () => ({ method: "DELETE", path: `/api/guests/${(await freshGuest()).id}` }),
  },
  "GET /api/events/:id/rsvp-settings": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/rsvp-settings` }),
  },
  "PUT /api/events/:id/rsvp-settings": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "PUT",
      path: `/api/events/${(await freshEvent()).id}/rsvp-settings`,
      json: {
        rsvpDeadline: null,
        capacity: 50,
        askMeal: true,
        mealOptions: ["Veg"],
        askDietary: true,
        hostMessage: "",
      },
    }),
  },

  // Reply pages: the personal token is the key, whoever holds it (even on a private event).
  "GET /api/rsvp/:token": {
    expect: all(200),
    call: async () => ({ method: "GET", path: `/api/rsvp/${(await freshGuest()).token}` }),
  },
  "PUT /api/rsvp/:token": {
    expect: all(200),
    call: async () => ({
      method: "PUT",
      path: `/api/rsvp/${(await freshGuest()).token}`,
      json: { response: "attending" },
    }),
  },
  "GET /api/rsvp/:token/event.ics": {
    expect: all(200),
    call: async () => ({ method: "GET", path: `/api/rsvp/${(await freshGuest()).token}/event.ics` }),
  },
  "POST /api/rsvp/:token/unsubscribe": {
    expect: all(204),
    call: async () => ({ method: "POST", path: `/api/rsvp/${(await freshGuest()).token}/unsubscribe` }),
  },
  // Open replies exist only for public events; the private one refuses everyone.
  "GET /api/events/:id/rsvp": {
    expect: all(403),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/rsvp` }),
  },
  "POST /api/events/:id/rsvp": {
    expect: all(403),
    call: async () => ({
      method: "POST",
      path: `/api/events/${privateEvent.id}/rsvp`,
      json: { name: "Walk In", email: "walkin@example.com", response: "attending" },
    }),
  },

  // Templates: the defaults and one's own; a custom template is its creator's.
  "GET /api/templates": { expect: signedIn, call: async () => ({ method: "GET", path: "/api/templates" }) },
  "POST /api/templates": {
    expect: { anonymous: 401, other: 201, owner: 201, admin: 201 },
    call: async () => {
      const form = new FormData();
      form.append("name", "Mine");
      form.append("category", "birthday");
      form.append("image", new File([new Uint8Array(await pngImage())], "t.png", { type: "image/png" }));
      return { method: "POST", path: "/api/templates", form };
    },
  },
  "DELETE /api/templates/:id": {
    expect: { anonymous: 401, other: 403, owner: 204, admin: 403 },
    call: async () => {
      const form = new FormData();
      form.append("name", "To delete");
      form.append("category", "other");
      form.append("image", new File([new Uint8Array(await pngImage())], "t.png", { type: "image/png" }));
      const res = await t.app.request("/api/templates", {
        method: "POST",
        body: form,
        headers: { cookie: cookies.owner!, origin: t.config.publicUrl },
      });
      return { method: "DELETE", path: `/api/templates/${((await res.json()) as { id: string }).id}` };
    },
  },
  "POST /api/admin/templates/defaults": {
    expect: { anonymous: 401, other: 403, owner: 403, admin: 200 },
    call: async () => ({ method: "POST", path: "/api/admin/templates/defaults" }),
  },
  "PATCH /api/admin/templates/:id": {
    expect: adminOnly(200),
    call: async () => ({
      method: "PATCH",
      path: `/api/admin/templates/${templateId}`,
      json: { name: "Renamed by admin", category: "other", description: "" },
    }),
  },
  "DELETE /api/admin/templates/:id": {
    expect: adminOnly(204),
    call: async () => ({ method: "DELETE", path: `/api/admin/templates/${await freshTemplate()}` }),
  },

  // Profile: every signed-in user, on their own account only (no id in any path).
  "GET /api/profile": { expect: signedIn, call: async () => ({ method: "GET", path: "/api/profile" }) },
  "PATCH /api/profile": {
    expect: signedIn,
    call: async () => ({ method: "PATCH", path: "/api/profile", json: { name: "Renamed", phoneNumber: "" } }),
  },
  "PATCH /api/profile/preferences": {
    expect: signedIn,
    call: async () => ({
      method: "PATCH",
      path: "/api/profile/preferences",
      json: { eventReminders: true },
    }),
  },
  "POST /api/profile/photo": {
    expect: signedIn,
    call: async () => ({
      method: "POST",
      path: "/api/profile/photo",
      form: fileForm(await pngImage(), "me.png", "image/png"),
    }),
  },
  "DELETE /api/profile/photo": {
    expect: signedIn,
    call: async () => ({ method: "DELETE", path: "/api/profile/photo" }),
  },
  "GET /api/profile/export": {
    expect: signedIn,
    call: async () => ({ method: "GET", path: "/api/profile/export" }),
  },
  "GET /api/profile/upcoming-events": {
    expect: signedIn,
    call: async () => ({ method: "GET", path: "/api/profile/upcoming-events" }),
  },
  "POST /api/profile/delete": {
    // A wrong e-mail for everyone signed in: the deletion itself is tested in profile/.
    expect: { anonymous: 401, other: 400, owner: 400, admin: 400 },
    call: async () => ({
      method: "POST",
      path: "/api/profile/delete",
      json: { email: "not-mine@example.com" },
    }),
  },

  "GET /api/dashboard/summary": {
    expect: signedIn,
    call: async () => ({ method: "GET", path: "/api/dashboard/summary" }),
  },

  // Admin panel: admins only.
  "GET /api/admin/stats": {
    expect: adminOnly(200),
    call: async () => ({ method: "GET", path: "/api/admin/stats" }),
  },
  "GET /api/admin/users": {
    expect: adminOnly(200),
    call: async () => ({ method: "GET", path: "/api/admin/users" }),
  },
  "GET /api/admin/users/:id": {
    expect: adminOnly(200),
    call: async () => ({ method: "GET", path: `/api/admin/users/${targetUserId}` }),
  },
  "PATCH /api/admin/users/:id": {
    expect: adminOnly(200),
    call: async () => ({
      method: "PATCH",
      path: `/api/admin/users/${targetUserId}`,
      json: { disabled: false },
    }),
  },
  "GET /api/admin/audit": {
    expect: adminOnly(200),
    call: async () => ({ method: "GET", path: "/api/admin/audit" }),
  },
  "GET /api/admin/backup": {
    expect: adminOnly(200),
    call: async () => ({ method: "GET", path: "/api/admin/backup" }),
  },
  "GET /api/admin/system": {
    expect: adminOnly(200),
    call: async () => ({ method: "GET", path: "/api/admin/system" }),
  },
  "POST /api/admin/test-mail": {
    expect: adminOnly(200),
    call: async () => ({ method: "POST", path: "/api/admin/test-mail" }),
  },
  "GET /api/admin/news/audience": {
    expect: adminOnly(200),
    call: async () => ({ method: "GET", path: "/api/admin/news/audience" }),
  },
  "POST /api/admin/news": {
    expect: adminOnly(202),
    call: async () => ({
      method: "POST",
      path: "/api/admin/news",
      json: { subject: "What's new", message: "Door mode is here." },
    }),
  },
  // The token is the mail's own; an unknown one changes nothing and answers the same.
  "POST /api/news/unsubscribe/:token": {
    expect: all(204),
    call: async () => ({ method: "POST", path: "/api/news/unsubscribe/not-a-real-token" }),
  },

  // Invitations: their creator only.
  "GET /api/invitations": {
    expect: signedIn,
    call: async () => ({ method: "GET", path: "/api/invitations" }),
  },
  "GET /api/invitations/recent": {
    expect: signedIn,
    call: async () => ({ method: "GET", path: "/api/invitations/recent" }),
  },
  "POST /api/invitations": {
    refusedByBody: "the event it is for is named in the body",
    // Another user (admin included) may not invite to the owner's event.
    expect: { anonymous: 401, other: 403, owner: 201, admin: 403 },
    call: async () => ({
      method: "POST",
      path: "/api/invitations",
      json: {
        eventId: privateEvent.id,
        templateId,
        title: "Hi",
        message: "Come",
        type: "email",
        guestIds: [(await freshGuest()).id],
      },
    }),
  },
  "POST /api/invitations/preview": {
    refusedByBody: "the event it is for is named in the body",
    expect: { anonymous: 401, other: 403, owner: 200, admin: 403 },
    call: async () => ({
      method: "POST",
      path: "/api/invitations/preview",
      json: { eventId: privateEvent.id, templateId, title: "Hi", message: "Come" },
    }),
  },
  "GET /api/invitations/:id": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/invitations/${(await freshInvitation()).id}` }),
  },
  "PUT /api/invitations/:id": {
    expect: ownerOnly(200),
    call: async () => {
      const inv = await freshInvitation();
      const guest = await freshGuest();
      return {
        method: "PUT",
        path: `/api/invitations/${inv.id}`,
        json: {
          eventId: privateEvent.id,
          templateId,
          title: "Edited",
          message: "Still come",
          type: "email",
          guestIds: [guest.id],
        },
      };
    },
  },
  "DELETE /api/invitations/:id": {
    expect: ownerOnly(204),
    call: async () => ({ method: "DELETE", path: `/api/invitations/${(await freshInvitation()).id}` }),
  },
  "POST /api/invitations/:id/send": {
    expect: ownerOnly(200),
    call: async () => ({ method: "POST", path: `/api/invitations/${(await freshInvitation()).id}/send` }),
  },
  "POST /api/invitations/:id/schedule": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "POST",
      path: `/api/invitations/${(await freshInvitation()).id}/schedule`,
      json: { scheduledDate: inAnHour() },
    }),
  },
  "POST /api/invitations/:id/cancel-schedule": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "POST",
      path: `/api/invitations/${(await freshInvitation()).id}/cancel-schedule`,
    }),
  },
  "POST /api/invitations/:id/retry": {
    expect: ownerOnly(200),
    call: async () => ({ method: "POST", path: `/api/invitations/${(await freshInvitation()).id}/retry` }),
  },
  "POST /api/invitations/:id/share": {
    expect: ownerOnly(200),
    call: async () => ({ method: "POST", path: `/api/invitations/${(await freshInvitation()).id}/share` }),
  },
  "POST /api/invitations/:id/mark-sent": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "POST",
      path: `/api/invitations/${(await freshInvitation("whatsapp")).id}/mark-sent`,
      json: { guestIds: "all" },
    }),
  },
  "POST /api/invitations/:id/recipients/:guestId/sent": {
    expect: ownerOnly(200),
    call: async () => {
      const inv = await freshInvitation("whatsapp");
      return { method: "POST", path: `/api/invitations/${inv.id}/recipients/${inv.guestId}/sent` };
    },
  },
  "DELETE /api/invitations/:id/recipients/:guestId/sent": {
    expect: ownerOnly(200),
    call: async () => {
      const inv = await freshInvitation("whatsapp");
      return { method: "DELETE", path: `/api/invitations/${inv.id}/recipients/${inv.guestId}/sent` };
    },
  },
  "POST /api/invitations/:id/reminders": {
    expect: ownerOnly(200),
    call: async () => {
      const inv = await freshInvitation();
      await t.request(`/api/invitations/${inv.id}/schedule`, {
        cookie: cookies.owner,
        json: { scheduledDate: inAnHour() },
      });
      return { method: "POST", path: `/api/invitations/${inv.id}/reminders`, json: { sendAt: inAnHour() } };
    },
  },
  "DELETE /api/invitations/:id/reminders/:reminderId": {
    expect: ownerOnly(200),
    call: async () => {
      const inv = await freshInvitation();
      await t.request(`/api/invitations/${inv.id}/schedule`, {
        cookie: cookies.owner,
        json: { scheduledDate: inAnHour() },
      });
      const res = await t.request(`/api/invitations/${inv.id}/reminders`, {
        cookie: cookies.owner,
        json: { sendAt: inAnHour() },
      });
      const reminderId = ((await res.json()) as { reminders: { id: string }[] }).reminders[0].id;
      return { method: "DELETE", path: `/api/invitations/${inv.id}/reminders/${reminderId}` };
    },
  },

  // Shared invitation pages: the code (and a guest's token) is the key, once the host has shared it.
  "GET /api/invite/:code": {
    expect: all(200),
    call: async () => ({ method: "GET", path: `/api/invite/${(await sharedInvitation()).code}` }),
  },
  "GET /api/invite/:code/:token": {
    expect: all(200),
    call: async () => {
      const inv = await sharedInvitation();
      return { method: "GET", path: `/api/invite/${inv.code}/${inv.token}` };
    },
  },
  "POST /api/invite/:code/rsvp": {
    expect: all(200),
    call: async () => ({
      method: "POST",
      path: `/api/invite/${(await sharedInvitation()).code}/rsvp`,
      json: {
        name: "Link Guest",
        email: `l${Math.random().toString(36).slice(2)}@example.com`,
        response: "attending",
      },
    }),
  },
  // The gallery: the event's creator only (guests' photos awaiting approval are the host's to judge).
  "GET /api/events/:id/gallery": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/gallery` }),
  },
  "POST /api/events/:id/gallery": {
    expect: ownerOnly(201),
    call: async () => ({
      method: "POST",
      path: `/api/events/${privateEvent.id}/gallery`,
      form: fileForm(await pngImage(), "p.png", "image/png"),
    }),
  },
  "PUT /api/events/:id/gallery/settings": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "PUT",
      path: `/api/events/${privateEvent.id}/gallery/settings`,
      json: { guestUploads: true },
    }),
  },
  "GET /api/events/:id/gallery/download": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/gallery/download` }),
  },
  "PATCH /api/gallery/:id": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "PATCH",
      path: `/api/gallery/${await freshPhoto()}`,
      json: { caption: "Cake", favorite: true },
    }),
  },
  "POST /api/gallery/:id/approve": {
    expect: ownerOnly(200),
    call: async () => ({ method: "POST", path: `/api/gallery/${await freshPhoto()}/approve` }),
  },
  "DELETE /api/gallery/:id": {
    expect: ownerOnly(204),
    call: async () => ({ method: "DELETE", path: `/api/gallery/${await freshPhoto()}` }),
  },
  "GET /api/gallery/:id/original": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/gallery/${await freshPhoto()}/original` }),
  },
  // The feed: the event's creator reads and writes it; deleting is the author's alone (the owner here).
  "GET /api/events/:id/feed": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/feed` }),
  },
  "POST /api/events/:id/feed": {
    expect: ownerOnly(201),
    call: async () => ({
      method: "POST",
      path: `/api/events/${privateEvent.id}/feed`,
      json: { title: "News", content: "Doors open at six." },
    }),
  },
  "PUT /api/events/:id/feed/settings": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "PUT",
      path: `/api/events/${privateEvent.id}/feed/settings`,
      json: { guestInteractions: false },
    }),
  },
  "GET /api/events/:id/feed/stream": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/feed/stream` }),
  },
  "GET /api/feed/:id": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/feed/${await freshPost()}` }),
  },
  "DELETE /api/feed/:id": {
    expect: ownerOnly(204),
    call: async () => ({ method: "DELETE", path: `/api/feed/${await freshPost()}` }),
  },
  "POST /api/feed/:id/like": {
    expect: ownerOnly(200),
    call: async () => ({ method: "POST", path: `/api/feed/${await freshPost()}/like` }),
  },
  "POST /api/feed/:id/comments": {
    expect: ownerOnly(201),
    call: async () => ({
      method: "POST",
      path: `/api/feed/${await freshPost()}/comments`,
      json: { text: "Yay" },
    }),
  },
  "DELETE /api/feed/comments/:id": {
    expect: ownerOnly(204),
    call: async () => ({ method: "DELETE", path: `/api/feed/comments/${await freshComment()}` }),
  },
  // Messages to guests: the event's creator alone writes them and follows their delivery.
  "GET /api/events/:id/messages": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/messages` }),
  },
  "POST /api/events/:id/messages": {
    expect: ownerOnly(201),
    // A fresh event each time: a few messages a day per event are allowed.
    call: async () => ({
      method: "POST",
      path: `/api/events/${(await freshEvent()).id}/messages`,
      json: { subject: "Parking", body: "Use gate 2.", audience: "all" },
    }),
  },
  "GET /api/messages/:id": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/messages/${(await freshMessage()).id}` }),
  },
  "POST /api/messages/:id/recipients/:guestId/whatsapp": {
    expect: ownerOnly(200),
    call: async () => {
      const m = await freshMessage();
      return { method: "POST", path: `/api/messages/${m.id}/recipients/${m.guestId}/whatsapp` };
    },
  },
  "DELETE /api/messages/:id/recipients/:guestId/whatsapp": {
    expect: ownerOnly(200),
    call: async () => {
      const m = await freshMessage();
      return { method: "DELETE", path: `/api/messages/${m.id}/recipients/${m.guestId}/whatsapp` };
    },
  },
  "GET /api/events/:id/attendee-reminders": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/attendee-reminders` }),
  },
  "POST /api/events/:id/attendee-reminders": {
    expect: ownerOnly(201),
    // A fresh event each time: one scheduled reminder per timing.
    call: async () => ({
      method: "POST",
      path: `/api/events/${(await freshEvent()).id}/attendee-reminders`,
      json: { timing: "day-before" },
    }),
  },
  "DELETE /api/attendee-reminders/:id": {
    expect: ownerOnly(200),
    call: async () => {
      const event = await freshEvent();
      const res = await t.request(`/api/events/${event.id}/attendee-reminders`, {
        cookie: cookies.owner,
        json: { timing: "day-of" },
      });
      const { items } = (await res.json()) as { items: { id: string }[] };
      return { method: "DELETE", path: `/api/attendee-reminders/${items[0].id}` };
    },
  },
  // Venues: read as the event is read; set and deleted by its creator.
  "GET /api/events/:id/venue": {
    expect: { anonymous: 403, other: 403, owner: 200, admin: 200 },
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/venue` }),
  },
  "PUT /api/events/:id/venue": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "PUT",
      path: `/api/events/${privateEvent.id}/venue`,
      json: { name: "Hall", address: "1 MG Road" },
    }),
  },
  "DELETE /api/events/:id/venue": {
    expect: ownerOnly(204),
    call: async () => {
      const e = await freshEvent();
      await t.request(`/api/events/${e.id}/venue`, {
        method: "PUT",
        cookie: cookies.owner,
        json: { name: "Hall", address: "1 MG Road" },
      });
      return { method: "DELETE", path: `/api/events/${e.id}/venue` };
    },
  },
  // Payments: an order for one's own event; a payment, its receipt and its callbacks are the payer's.
  "POST /api/payments/orders": {
    refusedByBody: "the event it is for is named in the body",
    expect: ownerOnly(201),
    call: async () => ({
      method: "POST",
      path: "/api/payments/orders",
      json: { packageId: "basic", eventId: (await freshEvent()).id },
    }),
  },
  "POST /api/payments/:id/verify": {
    expect: { anonymous: 401, other: 404, owner: 200, admin: 404 },
    call: async () => {
      const o = await freshOrder();
      const signed = await (
        await t.request(`/api/payments/${o.paymentId}/test-checkout`, {
          method: "POST",
          cookie: cookies.owner,
        })
      ).json();
      return { method: "POST", path: `/api/payments/${o.paymentId}/verify`, json: signed };
    },
  },
  "POST /api/payments/:id/fail": {
    expect: { anonymous: 401, other: 404, owner: 200, admin: 404 },
    call: async () => ({
      method: "POST",
      path: `/api/payments/${(await freshOrder()).paymentId}/fail`,
      json: { reason: "closed" },
    }),
  },
  "POST /api/payments/:id/test-checkout": {
    expect: { anonymous: 401, other: 404, owner: 200, admin: 404 },
    call: async () => ({
      method: "POST",
      path: `/api/payments/${(await freshOrder()).paymentId}/test-checkout`,
    }),
  },
  // Razorpay's server calls it; in test mode (no webhook secret) it does not exist.
  "POST /api/payments/webhook": {
    expect: all(404),
    call: async () => ({ method: "POST", path: "/api/payments/webhook", json: {} }),
  },
  "GET /api/payments": { expect: signedIn, call: async () => ({ method: "GET", path: "/api/payments" }) },
  "GET /api/payments/:id/receipt": {
    expect: { anonymous: 401, other: 403, owner: 200, admin: 403 },
    call: async () => ({ method: "GET", path: `/api/payments/${await paidOrder()}/receipt` }),
  },
  "GET /api/payments/:id/receipt.pdf": {
    expect: { anonymous: 401, other: 403, owner: 200, admin: 403 },
    call: async () => ({ method: "GET", path: `/api/payments/${await paidOrder()}/receipt.pdf` }),
  },
  "GET /api/events/:id/plan": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${privateEvent.id}/plan` }),
  },
  // On an event with the Deluxe package; without one the owner is refused too (analytics.test.ts).
  "GET /api/events/:id/analytics": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${await deluxeEvent()}/analytics` }),
  },
  "GET /api/events/:id/analytics/trends": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${await deluxeEvent()}/analytics/trends` }),
  },
  "GET /api/events/:id/analytics/headcount.csv": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${await deluxeEvent()}/analytics/headcount.csv` }),
  },

  // Door mode: the host only, on an event whose package has the check-in tool (the gate itself is
  // tested in check-in/). Admins are refused as on the guest list.
  "GET /api/events/:id/check-in": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${doorEventId}/check-in` }),
  },
  "GET /api/events/:id/check-in/guests": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${doorEventId}/check-in/guests?q=door` }),
  },
  "GET /api/events/:id/check-in/guest-list": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${doorEventId}/check-in/guest-list` }),
  },
  "POST /api/events/:id/check-in/scan": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "POST",
      path: `/api/events/${doorEventId}/check-in/scan`,
      json: { code: (await doorGuest()).code },
    }),
  },
  "POST /api/events/:id/check-in/arrivals": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "POST",
      path: `/api/events/${doorEventId}/check-in/arrivals`,
      json: { actionId: randomUUID(), guestId: (await doorGuest()).id, party: 1 },
    }),
  },
  "POST /api/events/:id/check-in/undo": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "POST",
      path: `/api/events/${doorEventId}/check-in/undo`,
      json: { actionId: randomUUID(), guestId: (await doorGuest()).id },
    }),
  },
  "POST /api/events/:id/check-in/walk-ins": {
    expect: ownerOnly(200),
    call: async () => ({
      method: "POST",
      path: `/api/events/${doorEventId}/check-in/walk-ins`,
      json: { actionId: randomUUID(), name: "Walk-in", party: 1 },
    }),
  },
  "POST /api/events/:id/check-in/passes/revoke": {
    expect: ownerOnly(204),
    call: async () => ({
      method: "POST",
      path: `/api/events/${doorEventId}/check-in/passes/revoke`,
      json: { guestId: (await doorGuest()).id },
    }),
  },
  "GET /api/events/:id/check-in/stream": {
    expect: ownerOnly(200),
    call: async () => ({ method: "GET", path: `/api/events/${doorEventId}/check-in/stream` }),
  },
};

let deluxe: Promise<string> | undefined;
/** One event of the owner's with the Deluxe package (bought in test mode), made on first use. */
function deluxeEvent(): Promise<string> {
  deluxe ??= freshEvent().then(async (e) => {
    await buyPackage(t, cookies.owner!, e.id, "deluxe");
    return e.id;
  });
  return deluxe;
}

let doorEventId: string;

/** A fresh attending guest of the door event with a live pass; its id and pass code. */
async function doorGuest(): Promise<{ id: string; code: string }> {
  const res = await t.request(`/api/events/${doorEventId}/guests`, {
    cookie: cookies.owner,
    json: {
      name: "Door guest",
      email: `d${Math.random().toString(36).slice(2)}@example.com`,
      status: "invited",
    },
  });
  const g = (await res.json()) as { id: string; rsvpPath: string };
  const guest = (await t.services.guests.byToken(g.rsvpPath.split("/").pop()!))!;
  await t.services.guests.applyReply(guest, {
    response: "attending",
    plusOnes: [],
    mealChoice: null,
    dietaryNotes: "",
    noteToHost: "",
    respondedAt: new Date(),
  });
  const pass = await t.services.checkIn.passForMail((await t.services.guests.byToken(guest.token))!);
  expect(pass).not.toBeNull();
  const [row] = await t.db.select().from(guestPasses).where(eq(guestPasses.guestId, g.id));
  return { id: g.id, code: row.code };
}

/** A fresh post of the owner on the private event; returns its id. */
async function freshPost(): Promise<string> {
  const res = await t.request(`/api/events/${privateEvent.id}/feed`, {
    cookie: cookies.owner,
    json: { title: "Post", content: "Something to poke at." },
  });
  return ((await res.json()) as { id: string }).id;
}

/** A fresh comment of the owner on a fresh post; returns its id. */
async function freshComment(): Promise<string> {
  const res = await t.request(`/api/feed/${await freshPost()}/comments`, {
    cookie: cookies.owner,
    json: { text: "A comment" },
  });
  return ((await res.json()) as { id: string }).id;
}

/** A fresh pending order of the owner's for a fresh event of theirs. */
async function freshOrder(): Promise<{ paymentId: string }> {
  const res = await t.request("/api/payments/orders", {
    cookie: cookies.owner,
    json: { packageId: "basic", eventId: (await freshEvent()).id },
  });
  return res.json();
}

/** A completed payment of the owner's (test mode); returns its id. */
async function paidOrder(): Promise<string> {
  const { paymentId } = await freshOrder();
  const signed = await (
    await t.request(`/api/payments/${paymentId}/test-checkout`, { method: "POST", cookie: cookies.owner })
  ).json();
  await t.request(`/api/payments/${paymentId}/verify`, { cookie: cookies.owner, json: signed });
  return paymentId;
}

/** A fresh photo in the owner's private event's gallery; returns its id. */
async function freshPhoto(): Promise<string> {
  const res = await t.app.request(`/api/events/${privateEvent.id}/gallery`, {
    method: "POST",
    body: fileForm(await pngImage(), "p.png", "image/png"),
    headers: { cookie: cookies.owner ?? "", origin: t.config.publicUrl },
  });
  return ((await res.json()) as { id: string }).id;
}

/** A fresh guest on the owner's private event; returns its id and reply token. */
async function freshGuest(): Promise<{ id: string; token: string; eventId: string }> {
  const res = await t.request(`/api/events/${privateEvent.id}/guests`, {
    cookie: cookies.owner,
    json: { name: "Guest", email: `g${Math.random().toString(36).slice(2)}@example.com`, status: "invited" },
  });
  const g = (await res.json()) as { id: string; rsvpPath: string };
  return { id: g.id, token: g.rsvpPath.split("/").pop()!, eventId: privateEvent.id };
}

/** The owner's message to the one guest (with a phone, so WhatsApp) of a fresh event. */
async function freshMessage(): Promise<{ id: string; guestId: string }> {
  const event = await freshEvent();
  const guest = (await (
    await t.request(`/api/events/${event.id}/guests`, {
      cookie: cookies.owner,
      json: { name: "Guest", email: "wa@example.com", phone: "98450 12345", status: "maybe" },
    })
  ).json()) as { id: string };
  const res = await t.request(`/api/events/${event.id}/messages`, {
    cookie: cookies.owner,
    json: { subject: "Hello", body: "See you.", audience: "maybe" },
  });
  return { id: ((await res.json()) as { id: string }).id, guestId: guest.id };
}

let templateId: string;

/** A fresh e-mail invitation of the owner to one guest of the private event. */
async function freshInvitation(
  type: "email" | "whatsapp" = "email",
): Promise<{ id: string; code: string; token: string; guestId: string }> {
  const guest = await freshGuest();
  const res = await t.request("/api/invitations", {
    cookie: cookies.owner,
    json: {
      eventId: privateEvent.id,
      templateId,
      title: "Hello",
      message: "Come!",
      type,
      guestIds: [guest.id],
    },
  });
  const inv = (await res.json()) as { id: string; uniqueCode: string };
  return { id: inv.id, code: inv.uniqueCode, token: guest.token, guestId: guest.id };
}

/** A fresh invitation whose link the owner has shared (a draft's code opens only then). */
async function sharedInvitation() {
  const inv = await freshInvitation();
  await t.request(`/api/invitations/${inv.id}/share`, { method: "POST", cookie: cookies.owner });
  return inv;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** The app's own list of API routes, as "METHOD path" (middleware excluded). */
function appRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/")) continue;
    seen.add(`${r.method} ${r.path}`);
  }
  return [...seen].sort();
}

beforeAll(async () => {
  // TRUST_PROXY so the deliberate wrong-password calls can come from their own address.
  t = await createTestApp({ ADMIN_EMAILS: "admin@example.com", TRUST_PROXY: "true" });
  cookies.owner = (await signUp(t, "owner@example.com", "Owner")).cookie;
  cookies.other = (await signUp(t, "other@example.com", "Other")).cookie;
  cookies.admin = (await signUpAdmin(t, "admin@example.com", "Admin")).cookie;
  privateEvent = await freshEvent();
  const withBanner = await t.app.request(`/api/events/${privateEvent.id}/banner`, {
    method: "PUT",
    body: fileForm(await pngImage(), "b.png", "image/png"),
    headers: { cookie: cookies.owner!, origin: t.config.publicUrl },
  });
  bannerUrl = ((await withBanner.json()) as Event).bannerUrl!;
  const custom = new FormData();
  custom.append("name", "Owner's own");
  custom.append("category", "other");
  custom.append("image", new File([new Uint8Array(await pngImage())], "t.png", { type: "image/png" }));
  const created = await t.app.request("/api/templates", {
    method: "POST",
    body: custom,
    headers: { cookie: cookies.owner!, origin: t.config.publicUrl },
  });
  templateId = ((await created.json()) as { id: string }).id;
  targetUserId = (await signUp(t, "target@example.com", "Target")).id;
  // Someone for product news to reach: marketing is off until a user turns it on, and news goes
  // only to confirmed addresses (the admin's is).
  await t.request("/api/profile/preferences", {
    method: "PATCH",
    cookie: cookies.admin,
    json: { marketingEmails: true },
  });
  doorEventId = (await freshEvent()).id;
  await buyPackage(t, cookies.owner, doorEventId, "premium");
});

/** A fresh custom template of the owner, for calls that delete one. */
async function freshTemplate(): Promise<string> {
  const form = new FormData();
  form.append("name", "Fresh");
  form.append("category", "other");
  form.append("image", new File([new Uint8Array(await pngImage())], "t.png", { type: "image/png" }));
  const res = await t.app.request("/api/templates", {
    method: "POST",
    body: form,
    headers: { cookie: cookies.owner!, origin: t.config.publicUrl },
  });
  return ((await res.json()) as { id: string }).id;
}
afterAll(() => t.close());

let apiDocument: ApiDocument;

describe("access matrix", () => {
  beforeAll(async () => {
    apiDocument = await (await t.request("/api/openapi.json")).json();
  });

  it("has a row for every API route and no row for a route that does not exist", () => {
    expect(Object.keys(matrix).sort()).toEqual(appRoutes());
  });

  const cases = Object.entries(matrix).flatMap(([route, row]) =>
    actors.map((actor) => [route, actor, row] as const),
  );
  it.each(cases)("%s as %s", async (_route, actor, row) => {
    const call = await row.call();
    const headers: Record<string, string> = {
      origin: t.config.publicUrl,
      "x-forwarded-for": `198.51.100.${actors.indexOf(actor)}`,
    };
    const cookie = cookies[actor];
    if (cookie) headers.cookie = cookie;
    if (call.json !== undefined) headers["content-type"] = "application/json";
    const res = await t.app.request(call.path, {
      method: call.method,
      headers,
      body: call.form ?? (call.json !== undefined ? JSON.stringify(call.json) : undefined),
    });
    expect(res.status, `${call.method} ${call.path} as ${actor}`).toBe(row.expect[actor]);
    // What the route answered is what the OpenAPI document says it may answer.
    const operation = documentedOperation(apiDocument, call.method, call.path);
    if (operation) {
      expect(
        Object.keys(operation.responses),
        `${call.method} ${call.path} in the OpenAPI document`,
      ).toContain(String(res.status));
    }
  });

  // Who you are, then whether you may, then the body: a caller refused with a good body is refused
  // the same way with a bad one, and never learns the schema's fields (docs/security.md).
  const refusals = cases.filter(
    ([, actor, row]) => !row.refusedByBody && [401, 402, 403, 404].includes(row.expect[actor]),
  );
  it.each(refusals)("%s as %s: refused before its body is read", async (_route, actor, row) => {
    const call = await row.call();
    if (call.json === undefined && call.form === undefined) return;
    const headers: Record<string, string> = {
      origin: t.config.publicUrl,
      "x-forwarded-for": `198.51.100.${actors.indexOf(actor)}`,
    };
    const cookie = cookies[actor];
    if (cookie) headers.cookie = cookie;
    const bad = new FormData();
    bad.append("unexpected", "field");
    if (call.json !== undefined) headers["content-type"] = "application/json";
    const res = await t.app.request(call.path, {
      method: call.method,
      headers,
      body: call.json !== undefined ? JSON.stringify([0]) : bad,
    });
    expect(res.status, `${call.method} ${call.path} as ${actor} with a bad body`).toBe(row.expect[actor]);
  });
});
