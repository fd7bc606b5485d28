/**
 * Debian's Chromium, headless, as root, offline: without the networking flags it keeps calling
 * Google's services, which fail offline (docs/toolchain.md). Used by browser tests and bench.
 */
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** scripts/ensure-chromium.mjs (the first step of `npm test`) checks the same path, or installs it. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
