import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  expectHidden,
  expectHref,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  setupBrowser,
  viewports,
} from "./fixtures.ts";

const browser = setupBrowser();

const footerTagline = "Create and manage beautiful events effortlessly.";
const legalDate = "Last updated: May 2, 2024";

type StaticPageCase = { path: string; heading: string; legal: boolean };

const staticPages: StaticPageCase[] = [
  { path: "/about-us", heading: "About Us", legal: false },
  { path: "/terms-of-service", heading: "Terms of Service", legal: true },
  { path: "/privacy-policy", heading: "Privacy Policy", legal: true },
  { path: "/cookie-policy", heading: "Cookie Policy", legal: true },
  { path: "/data-protection", heading: "Data Protection", legal: true },
];

async function expectPublicFooter(page: Page) {
  await expectVisible(page.getByRole("contentinfo").getByText(footerTagline));
}

describe("public pages, signed out", () => {
  test("home page shows the hero and the footer", async () => {
    const { page } = await browser.newPage();
    await page.goto("/");
    await expectVisible(page.getByRole("heading", { level: 1 }));
    // The hero's call to action (spec 2.3), inside the page rather than the top bar.
    await expectHref(page.getByRole("main").getByRole("link", { name: "Get Started" }).first(), "/register");
    await expectPublicFooter(page);
    await expectNoA11yViolations(page);
  });

  test.each(staticPages)("$path has its heading, breadcrumb and footer", async ({ path, heading, legal }) => {
    const { page } = await browser.newPage();
    await page.goto(path);
    await expectVisible(page.getByRole("heading", { level: 1, name: heading }));
    // The breadcrumb is the only navigation inside <main>; the top bar and footer have their own.
    const breadcrumb = page.getByRole("main").getByRole("navigation");
    await expectHref(breadcrumb.getByRole("link", { name: "Home" }), "/");
    await expectVisible(breadcrumb.getByText(heading));
    if (legal) await expectVisible(page.getByText(legalDate));
    await expectPublicFooter(page);
    await expectNoA11yViolations(page);
  });

  test("/auth-test says the visitor is not signed in", async () => {
    const { page } = await browser.newPage();
    await page.goto("/auth-test");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Authentication Test" }));
    await expectVisible(page.getByText("You are not signed in."));
    await expectPublicFooter(page);
    await expectNoA11yViolations(page);
  });

  test("an unknown path ends at /404 with ways back", async () => {
    const { page } = await browser.newPage();
    await page.goto("/no-such-page");
    await expectPath(page, "/404");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Page not found" }));
    await expectHref(page.getByRole("link", { name: "Go Home" }), "/");
    await expectHref(page.getByRole("link", { name: "Browse Events" }), "/events");
    await expectPublicFooter(page);
    await expectNoA11yViolations(page);
  });
});

describe("phone width", () => {
  test("the menu button opens the navigation drawer, whose links navigate and close it", async () => {
    const { page } = await browser.newPage({ viewport: "phone" });
    // A page of the app (the guest pages, rendered on the server, have no drawer: see below).
    await page.goto("/terms-of-service");
    const menuButton = page.getByRole("button", { name: "Open navigation menu" });
    await expectVisible(menuButton);
    // Below the md breakpoint the top-bar links are hidden, so only the drawer offers them.
    await expectHidden(page.getByRole("navigation", { name: "Main navigation" }));
    await menuButton.click();

    const drawer = page.getByRole("navigation", { name: "Site navigation" });
    await expectVisible(drawer);
    for (const name of ["Home", "Events", "About Us", "Login", "Register"]) {
      await expectVisible(drawer.getByRole("link", { name, exact: true }));
    }
    await expectNoA11yViolations(page);

    await drawer.getByRole("link", { name: "About Us" }).click();
    await expectPath(page, "/about-us");
    await expectVisible(page.getByRole("heading", { level: 1, name: "About Us" }));
    await expectHidden(drawer);
    await expectNoA11yViolations(page);
  });

  test("on a server-rendered guest page the menu button leads to the footer's links", async () => {
    const { page } = await browser.newPage({ viewport: "phone" });
    await page.goto("/");
    // No script draws a drawer here: the button is a link to the site's navigation in the footer.
    const menuLink = page.getByRole("banner").getByRole("link", { name: "Site navigation" });
    await expectHref(menuLink, "#site-navigation");
    await expectHidden(page.getByRole("navigation", { name: "Main navigation" }));
    const quickLinks = page.getByRole("navigation", { name: "Quick Links" });
    expect(await quickLinks.evaluate((nav) => nav.getBoundingClientRect().top)).toBeGreaterThan(
      viewports.phone.height,
    );
    await menuLink.click();
    await page.waitForURL((url) => url.hash === "#site-navigation");
    // The footer's Quick Links are now in view, with every public page.
    await expect
      .poll(() => quickLinks.evaluate((nav) => nav.getBoundingClientRect().top))
      .toBeLessThan(viewports.phone.height);
    for (const name of ["Home", "Events", "About Us", "Login", "Register"]) {
      await expectVisible(quickLinks.getByRole("link", { name, exact: true }));
    }
    await expectNoA11yViolations(page);

    await quickLinks.getByRole("link", { name: "About Us" }).click();
    await expectPath(page, "/about-us");
    await expectVisible(page.getByRole("heading", { level: 1, name: "About Us" }));
  });

  test("an address that is no page answers 404 and shows the not-found page", async () => {
    const { page } = await browser.newPage();
    const res = await page.goto("/no-such-page/at-all");
    expect(res?.status()).toBe(404);
    await expectPath(page, "/404");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Page not found" }));
    await expectHref(page.getByRole("link", { name: "Browse Events" }), "/events");
  });
});
