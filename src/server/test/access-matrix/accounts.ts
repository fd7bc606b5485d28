import {
  adminOnly,
  all,
  type MatrixArea,
  once,
  ownerOnly,
  row,
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
    "GET /api/templates": row(signedIn, "/api/templates"),
    "POST /api/templates": row(signedInAll(201), "/api/templates", async () => ({
      form: await templateForm("Mine", "birthday"),
    })),
    "DELETE /api/templates/:id": row(
      ownerOnly(204),
      async () => `/api/templates/${await w.freshTemplate("To delete")}`,
    ),
    "POST /api/admin/templates/defaults": row(adminOnly(200), "/api/admin/templates/defaults"),
    "PATCH /api/admin/templates/:id": row(
      adminOnly(200),
      async () => `/api/admin/templates/${await w.templateId()}`,
      {
        json: { name: "Renamed by admin", category: "other", description: "" },
      },
    ),
    "DELETE /api/admin/templates/:id": row(
      adminOnly(204),
      async () => `/api/admin/templates/${await w.freshTemplate()}`,
    ),

    // Profile: every signed-in user, on their own account only (no id in any path).
    "GET /api/profile": row(signedIn, "/api/profile"),
    "PATCH /api/profile": row(signedIn, "/api/profile", { json: { name: "Renamed", phoneNumber: "" } }),
    "PATCH /api/profile/preferences": row(signedIn, "/api/profile/preferences", {
      json: { eventReminders: true },
    }),
    "POST /api/profile/photo": row(signedIn, "/api/profile/photo", async () => ({
      form: fileForm(await pngImage(), "me.png", "image/png"),
    })),
    "DELETE /api/profile/photo": row(signedIn, "/api/profile/photo"),
    "GET /api/profile/export": row(signedIn, "/api/profile/export"),
    "GET /api/profile/upcoming-events": row(signedIn, "/api/profile/upcoming-events"),
    // A wrong e-mail for everyone signed in: the deletion itself is tested in profile/.
    "POST /api/profile/delete": row(signedInAll(400), "/api/profile/delete", {
      json: { email: "not-mine@example.com" },
    }),

    "GET /api/dashboard/summary": row(signedIn, "/api/dashboard/summary"),

    // Admin panel: admins only.
    "GET /api/admin/stats": row(adminOnly(200), "/api/admin/stats"),
    "GET /api/admin/users": row(adminOnly(200), "/api/admin/users"),
    "GET /api/admin/users/:id": row(adminOnly(200), async () => `/api/admin/users/${await targetUserId()}`),
    "PATCH /api/admin/users/:id": row(
      adminOnly(200),
      async () => `/api/admin/users/${await targetUserId()}`,
      {
        json: { disabled: false },
      },
    ),
    "GET /api/admin/audit": row(adminOnly(200), "/api/admin/audit"),
    "GET /api/admin/backup": row(adminOnly(200), "/api/admin/backup"),
    "GET /api/admin/system": row(adminOnly(200), "/api/admin/system"),
    "POST /api/admin/test-mail": row(adminOnly(200), "/api/admin/test-mail"),
    "GET /api/admin/news/audience": row(adminOnly(200), "/api/admin/news/audience"),
    "POST /api/admin/news": row(adminOnly(202), "/api/admin/news", async () => {
      await newsAudience();
      return { json: { subject: "What's new", message: "Door mode is here." } };
    }),
    // The token is the mail's own; an unknown one changes nothing and answers the same.
    "POST /api/news/unsubscribe/:token": row(all(204), "/api/news/unsubscribe/not-a-real-token"),
  };
};
