import { createBrowserRouter, Navigate } from "react-router";
import { type AppPagePath, appPagePaths, notFoundPath } from "../../contract/app-pages.ts";
import { PublicLayout } from "./public-layout.tsx";
import { RootLayout } from "./root-layout.tsx";
import { RouteError } from "./route-error.tsx";
import { ServerRenderedPage } from "./server-rendered-page.tsx";

// Each page is its own chunk: public pages stay light, the dashboard loads its own code.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The app's own public pages; the server answers any address not listed there with 404. */
const appPages: Record<AppPagePath, () => Promise<{ default: React.ComponentType }>> = {
  login: () => import("../features/auth/login-page.tsx"),
  register: () => import("../features/auth/register-page.tsx"),
  "forgot-password": () => import("../features/auth/forgot-password-page.tsx"),
  "reset-password": () => import("../features/auth/reset-password-page.tsx"),
  "auth-test": () => import("../features/auth/auth-test-page.tsx"),
  "about-us": () => import("../features/static-pages/about-us-page.tsx"),
  "terms-of-service": () => import("../features/static-pages/terms-of-service-page.tsx"),
  "privacy-policy": () => import("../features/static-pages/privacy-policy-page.tsx"),
  "cookie-policy": () => import("../features/static-pages/cookie-policy-page.tsx"),
  "data-protection": () => import("../features/static-pages/data-protection-page.tsx"),
};

/** The guest pages (docs/architecture.md, "Two kinds of page"): the server renders them, not this app. */
const serverPages = ["/", "events", "events/:eventId", "invite/:code", "invite/:code/:token", "rsvp/:token"];

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    // The first lazy page loads before anything renders; RootLayout shows progress meanwhile.
    HydrateFallback: () => null,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: PublicLayout,
        children: [
          // Rendered by the server: a link from the app to one of them loads it from there.
          ...serverPages.map((path) => ({ path, Component: ServerRenderedPage })),
          ...appPagePaths.map((path) => ({ path, lazy: page(appPages[path]) })),
          {
            path: notFoundPath.slice(1),
            lazy: page(() => import("../features/not-found/not-found-page.tsx")),
          },
        ],
      },
      {
        // A door link's page: door mode without an account (docs/decisions/0031).
        path: "door/:secret",
        lazy: async () => ({ Component: (await import("./door-layout.tsx")).DoorLayout }),
        children: [{ index: true, lazy: page(() => import("../features/check-in/door-link-page.tsx")) }],
      },
      {
        path: "dashboard",
        // The dashboard's shell is its own chunk: public pages never download it.
        lazy: async () => ({ Component: (await import("./require-auth.tsx")).RequireAuth }),
        children: [
          {
            lazy: async () => ({ Component: (await import("./dashboard-layout.tsx")).DashboardLayout }),
            children: [
              { index: true, lazy: page(() => import("../features/dashboard/dashboard-home-page.tsx")) },
              { path: "events", lazy: page(() => import("../features/events/my-events-page.tsx")) },
              { path: "events/create", lazy: page(() => import("../features/events/event-create-page.tsx")) },
              {
                path: "events/:eventId",
                lazy: page(() => import("../features/events/event-detail-page.tsx")),
              },
              {
                path: "invitations",
                lazy: page(() => import("../features/invitations/invitations-page.tsx")),
              },
              {
                path: "invitations/create",
                lazy: page(() => import("../features/invitations/invitation-create-page.tsx")),
              },
              {
                path: "invitations/templates/create",
                lazy: page(() => import("../features/invitations/template-create-page.tsx")),
              },
              {
                path: "invitations/:id",
                lazy: page(() => import("../features/invitations/invitation-detail-page.tsx")),
              },
              {
                path: "invitations/:id/edit",
                lazy: page(() => import("../features/invitations/invitation-edit-page.tsx")),
              },
              { path: "gallery", lazy: page(() => import("../features/gallery/gallery-page.tsx")) },
              { path: "gallery/:eventId", lazy: page(() => import("../features/gallery/gallery-page.tsx")) },
              { path: "feed/:eventId", lazy: page(() => import("../features/feed/feed-page.tsx")) },
              {
                path: "feed/:eventId/:feedItemId",
                lazy: page(() => import("../features/feed/feed-post-page.tsx")),
              },
              { path: "admin", lazy: page(() => import("../features/admin/admin-page.tsx")) },
              { path: "profile", lazy: page(() => import("../features/profile/profile-page.tsx")) },
              { path: "guests", lazy: page(() => import("../features/guests/guest-list-page.tsx")) },
              {
                path: "guests/add/:eventId",
                lazy: page(() => import("../features/guests/guest-add-page.tsx")),
              },
              {
                path: "guests/edit/:guestId",
                lazy: page(() => import("../features/guests/guest-edit-page.tsx")),
              },
              // Both shapes are linked to in the spec; one edit screen serves them.
              {
                path: "events/:eventId/messages",
                lazy: page(() => import("../features/messages/messages-page.tsx")),
              },
              {
                path: "events/:eventId/activity",
                lazy: page(() => import("../features/activity/activity-page.tsx")),
              },
              {
                path: "events/:eventId/people",
                lazy: page(() => import("../features/people/people-page.tsx")),
              },
              { path: "join/:token", lazy: page(() => import("../features/people/join-page.tsx")) },
              {
                path: "events/:eventId/check-in",
                lazy: page(() => import("../features/check-in/check-in-page.tsx")),
              },
              {
                path: "events/:eventId/edit",
                lazy: page(() => import("../features/events/event-edit-page.tsx")),
              },
              {
                path: "events/edit/:eventId",
                lazy: page(() => import("../features/events/event-edit-page.tsx")),
              },
              // Any other address below /dashboard is the 404 page, as elsewhere.
              { path: "venue/:eventId", lazy: page(() => import("../features/venue/venue-page.tsx")) },
              { path: "events/:eventId/venue", lazy: page(() => import("../features/venue/venue-page.tsx")) },
              { path: "payments", lazy: page(() => import("../features/payments/payments-page.tsx")) },
              {
                path: "payments/receipt/:paymentId",
                lazy: page(() => import("../features/payments/receipt-page.tsx")),
              },
              { path: "*", element: <Navigate to={notFoundPath} replace /> },
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to={notFoundPath} replace /> },
    ],
  },
]);
