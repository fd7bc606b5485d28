import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { GuestPageInput, GuestPageOutput } from "../../contract/guest-pages.ts";
import { appTheme } from "../app/theme.ts";
import { readDatesForUnknownViewer } from "../lib/event-date-format.ts";
import { GuestGlobalStyles } from "./guest-global-styles.tsx";
import { GuestLayout } from "./guest-layout.tsx";
import { GuestPageView } from "./guest-page-view.tsx";

// This process renders for readers anywhere: dates name the event's own zone.
readDatesForUnknownViewer();

/**
 * The guest pages' server entry (built by `vite build --ssr`, loaded by src/server/pages): the
 * app's own components rendered to HTML, with the CSS they used. No React runs on these pages in
 * the browser; src/web/guest/enhance.ts adds what a script can (forms sent without a page load).
 */
export function renderGuestPage({ page, path, user }: GuestPageInput): GuestPageOutput {
  // Compat mode: Emotion keeps each rule in the cache instead of writing <style> tags into the
  // markup, so the page gets one stylesheet in its head.
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme}>
        <CssBaseline />
        <GuestGlobalStyles />
        <StaticRouter location={path}>
          <GuestLayout user={user}>
            <GuestPageView page={page} user={user} />
          </GuestLayout>
        </StaticRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === "string")
    .join("");
  return { html, css };
}
