/**
 * The web app's own pages outside the dashboard (src/web/app/router.tsx builds their routes from this
 * list). The server answers these, everything under /dashboard and the guest pages with the app;
 * any other address gets the app's not-found page with status 404 (src/server/http/spa.ts), so
 * crawlers and link checkers are told the truth.
 */
export const appPagePaths = [
  "login",
  "register",
  "forgot-password",
  "reset-password",
  "auth-test",
  "about-us",
  "terms-of-service",
  "privacy-policy",
  "cookie-policy",
  "data-protection",
] as const;

export type AppPagePath = (typeof appPagePaths)[number];

/** Where the app shows its not-found page; the server answers it with status 404 too. */
export const notFoundPath = "/404";
