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

/** The dashboard's pages below /dashboard, each its own chunk; any other address there is the 404 page. */
const dashboardPages: Record<string, () => Promise<{ default: React.ComponentType }>> = {
  events: () => import("../features/events/my-events-page.tsx"),
  "events/create": () => import("../features/events/event-create-page.tsx"),
  "events/:eventId": () => import("../features/events/event-detail-page.tsx"),
  invitations: () => import("../features/invitations/invitations-page.tsx"),
  "invitations/create": () => import("../features/invitations/invitation-create-page.tsx"),
  "invitations/templates/create": () => import("../features/invitations/template-create-page.tsx"),
  "invitations/:id": () => import("../features/invitations/invitation-detail-page.tsx"),
  "invitations/:id/edit": () => import("../features/invitations/invitation-edit-page.tsx"),
  gallery: () => import("../features/gallery/gallery-page.tsx"),
  "gallery/:eventId": () => import("../features/gallery/gallery-page.tsx"),
  "feed/:eventId": () => import("../features/feed/feed-page.tsx"),
  "feed/:eventId/:feedItemId": () => import("../features/feed/feed-post-page.tsx"),
  admin: () => import("../features/admin/admin-page.tsx"),
  profile: () => import("../features/profile/profile-page.tsx"),
  guests: () => import("../features/guests/guest-list-page.tsx"),
  "guests/add/:eventId": () => import("../features/guests/guest-add-page.tsx"),
  "guests/edit/:guestId": () => import("../features/guests/guest-edit-page.tsx"),
  "events/:eventId/messages": () => import("../features/messages/messages-page.tsx"),
  "events/:eventId/activity": () => import("../features/activity/activity-page.tsx"),
  "events/:eventId/people": () => import("../features/people/people-page.tsx"),
  "join/:token": () => import("../features/people/join-page.tsx"),
  "events/:eventId/check-in": () => import("../features/check-in/check-in-page.tsx"),
  // Both shapes are linked to in the spec; one edit screen serves them.
  "events/:eventId/edit": () => import("../features/events/event-edit-page.tsx"),
  "events/edit/:eventId": () => import("../features/events/event-edit-page.tsx"),
  "venue/:eventId": () => import("../features/venue/venue-page.tsx"),
  "events/:eventId/venue": () => import("../features/venue/venue-page.tsx"),
  payments: () => import("../features/payments/payments-page.tsx"),
  "payments/receipt/:paymentId": () => import("../features/payments/receipt-page.tsx"),
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
              ...Object.entries(dashboardPages).map(([path, load]) => ({ path, lazy: page(load) })),
              { path: "*", element: <Navigate to={notFoundPath} replace /> },
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to={notFoundPath} replace /> },
    ],
  },
]);
