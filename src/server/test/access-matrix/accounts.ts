import {
  adminOnly,
  all,
  type MatrixArea,
  once,
  ownerOnly,
  signedIn,
  signedInAll,
  templateForm,
} from "../access-matrix-setup.ts";
import { fileForm, pngImage } from "../sample-images.ts";
import { signUp } from "../test-app.ts";

/** Templates, one's own profile and dashboard, the admin panel and product news. */
export const accountRows: MatrixArea = (w) => {
  /** A user for the admin to look at and change. */
  const targetUserId = once(async () => (await signUp(w.t, "target@example.com", "Target")).id);
  /**
   * Someone for product news to reach: marketing is off until a user turns it on, and news goes
   * only to confirmed addresses (the admin's is).
   */
  const newsAudience = once(async () =>
    w.t.request("/api/profile/preferences", {
      method: "PATCH",
      cookie: w.cookies.admin,
      json: { marketingEmails: true },
    }),
  );

  return {
    // Templates: the defaults and one's own; a custom template is its creator's.
    "GET /api/templates": { expect: signedIn, call: async () => ({ method: "GET", path: "/api/templates" }) },
    "POST /api/templates": {
      expect: signedInAll(201),
      call: async () => ({
        method: "POST",
        path: "/api/templates",
        form: await templateForm("Mine", "birthday"),
      }),
    },
    "DELETE /api/templates/:id": {
      expect: ownerOnly(204),
      call: async () => ({ method: "DELETE", path: `/api/templates/${await w.freshTemplate("To delete")}` }),
    },
    "POST /api/admin/templates/defaults": {
      expect: adminOnly(200),
      call: async () => ({ method: "POST", path: "/api/admin/templates/defaults" }),
    },
    "PATCH /api/admin/templates/:id": {
      expect: adminOnly(200),
      call: async () => ({
        method: "PATCH",
        path: `/api/admin/templates/${await w.templateId()}`,
        json: { name: "Renamed by admin", category: "other", description: "" },
      }),
    },
    "DELETE /api/admin/templates/:id": {
      expect: adminOnly(204),
      call: async () => ({ method: "DELETE", path: `/api/admin/templates/${await w.freshTemplate()}` }),
    },

    // Profile: every signed-in user, on their own account only (no id in any path).
    "GET /api/profile": { expect: signedIn, call: async () => ({ method: "GET", path: "/api/profile" }) },
    "PATCH /api/profile": {
      expect: signedIn,
      call: async () => ({
        method: "PATCH",
        path: "/api/profile",
        json: { name: "Renamed", phoneNumber: "" },
      }),
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
      expect: signedInAll(400),
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
      call: async () => ({ method: "GET", path: `/api/admin/users/${await targetUserId()}` }),
    },
    "PATCH /api/admin/users/:id": {
      expect: adminOnly(200),
      call: async () => ({
        method: "PATCH",
        path: `/api/admin/users/${await targetUserId()}`,
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
      call: async () => {
        await newsAudience();
        return {
          method: "POST",
          path: "/api/admin/news",
          json: { subject: "What's new", message: "Door mode is here." },
        };
      },
    },
    // The token is the mail's own; an unknown one changes nothing and answers the same.
    "POST /api/news/unsubscribe/:token": {
      expect: all(204),
      call: async () => ({ method: "POST", path: "/api/news/unsubscribe/not-a-real-token" }),
    },
  };
};
