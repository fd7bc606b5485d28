import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { feedMessages } from "../../src/contract/feed.ts";
import {
  apiAs,
  createEventAs,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  setupTempDir,
  signInContext,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";

const browser = setupBrowser();
const tempDirOf = setupTempDir("feed-e2e-");

/** A phone photo with GPS in its EXIF. */
async function photoFile(name: string): Promise<string> {
  const file = path.join(tempDirOf(), name);
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 90, b: 60 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 3/1" } })
    .toFile(file);
  return file;
}

async function hostPage(host: TestUser, viewport: "desktop" | "phone" = "desktop"): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await signInContext(context, host);
  return context.newPage();
}

type Post = { id: string; title: string };

describe("host feed", () => {
  test("posting with an image, liking, commenting and deleting, each after confirmation", {
    timeout: 90_000,
  }, async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Feed Night");
    const page = await hostPage(host);
    await page.goto(`/dashboard/feed/${event.id}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Event Feed" }));
    await expectVisible(page.getByText("No posts yet"));

    // Nothing typed: the spec's message, and nothing is sent.
    await page.getByRole("button", { name: "Create Post" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    await dialog.getByRole("button", { name: "Post" }).click();
    await expectVisible(dialog.getByRole("alert").getByText(feedMessages.titleAndContent));

    await dialog.getByRole("textbox", { name: "Title" }).fill("Welcome <b>all</b>");
    await dialog.getByRole("textbox", { name: "Content" }).fill("The garden opens at six.\nBring a shawl.");
    await dialog.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "Announcement" }).click();
    await dialog.locator("input[type=file]").setInputFiles(await photoFile("garden.jpg"));
    await expectVisible(dialog.getByText("garden.jpg"));
    await dialog.getByRole("button", { name: "Post" }).click();
    await expectVisible(page.getByText(feedMessages.created));
    await expectHidden(dialog);

    const article = page.getByRole("article", { name: "Welcome <b>all</b>" });
    await expectVisible(article);
    await expectVisible(article.getByText("Announcement", { exact: true }));
    const img = article.locator("img");
    expect(await img.getAttribute("height")).toBe("800");
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectNoA11yViolations(page);

    // A like toggles: one per user.
    await article.getByRole("button", { name: "Like (0 likes)" }).click();
    await expectVisible(article.getByRole("button", { name: "Like (1 like)", pressed: true }));
    await article.getByRole("button", { name: "Like (1 like)" }).click();
    await expectVisible(article.getByRole("button", { name: "Like (0 likes)", pressed: false }));

    // The single post: comments oldest first; a blank one is refused.
    await article.getByRole("link", { name: "0 comments" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Welcome <b>all</b>" }));
    await page.getByRole("button", { name: "Comment", exact: true }).click();
    await expectVisible(page.getByText(feedMessages.commentRequired));
    await page.getByRole("textbox", { name: "Add a comment" }).fill("First!");
    await page.getByRole("button", { name: "Comment", exact: true }).click();
    await expectVisible(page.getByRole("listitem").getByText("First!"));
    await page.getByRole("textbox", { name: "Add a comment" }).fill("Second");
    await page.getByRole("button", { name: "Comment", exact: true }).click();
    await expectVisible(page.getByText("2 comments"));
    const texts = await page.getByRole("listitem").allInnerTexts();
    expect(texts.findIndex((t) => t.includes("First!"))).toBeLessThan(
      texts.findIndex((t) => t.includes("Second")),
    );
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Delete comment" }).first().click();
    await page
      .getByRole("dialog", { name: "Delete this comment?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectVisible(page.getByText(feedMessages.commentDeleted));
    await expectVisible(page.getByText("1 comment", { exact: true }));

    await page.getByRole("button", { name: "Delete post: Welcome <b>all</b>" }).click();
    await page
      .getByRole("dialog", { name: "Delete this post?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectVisible(page.getByText(feedMessages.deleted));
    await expectVisible(page.getByText("No posts yet"));
  });

  test("another user cannot open a host's feed", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Private Feed", false);
    await apiAs(host, "POST", `/api/events/${event.id}/feed`, { title: "Hello", content: "Only mine" });
    const stranger = await createUser();
    const page = await hostPage(stranger, "phone");
    await page.goto(`/dashboard/feed/${event.id}`);
    await expectVisible(page.getByRole("alert"));
    await expectHidden(page.getByText("Only mine"));
  });
});

describe("guests and announcements", () => {
  test("the public page shows the announcement; a guest comments from the invitation without script; the host sees it live", {
    timeout: 90_000,
  }, async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Garden Announcements");
    const post = await apiAs<Post>(host, "POST", `/api/events/${event.id}/feed`, {
      title: "Parking update",
      content: "Use the north gate.",
      type: "announcement",
    });
    await apiAs(host, "POST", `/api/events/${event.id}/feed`, {
      title: "Caterer call",
      content: "Host only",
      isPublic: false,
    });
    const guest = await apiAs<{ id: string; rsvpPath: string }>(
      host,
      "POST",
      `/api/events/${event.id}/guests`,
      {
        name: "Kavya Rao",
        email: uniqueEmail("guest"),
        status: "invited",
      },
    );
    const token = guest.rsvpPath.split("/").pop();
    const { items: templates } = await apiAs<{ items: { id: string }[] }>(host, "GET", "/api/templates");
    const invitation = await apiAs<{ id: string; uniqueCode: string }>(host, "POST", "/api/invitations", {
      eventId: event.id,
      templateId: templates[0].id,
      title: "Join us",
      message: "Come!",
      type: "email",
      guestIds: [guest.id],
    });
    await apiAs(host, "POST", `/api/invitations/${invitation.id}/share`);

    // Anyone reads the announcement on the public page, without script.
    const visitor = await (await browser.newContext({ viewport: "phone", javaScript: false })).newPage();
    await visitor.goto(`/events/${event.id}`);
    await expectVisible(visitor.getByRole("heading", { name: "Announcements", exact: true }));
    await expectVisible(visitor.getByRole("heading", { name: "Parking update" }));
    await expectHidden(visitor.getByText("Caterer call"));
    await expectHidden(visitor.getByRole("button", { name: "Comment", exact: true }));

    // The host has the post open.
    const hostView = await hostPage(host);
    await hostView.goto(`/dashboard/feed/${event.id}/${post.id}`);
    await expectVisible(hostView.getByText("No comments yet. Be the first to comment."));

    // The guest comments and likes from the invitation link, script off.
    const guestPage = await (await browser.newContext({ viewport: "phone", javaScript: false })).newPage();
    await guestPage.goto(`/invite/${invitation.uniqueCode}/${token}`);
    const announcement = guestPage.getByRole("article", { name: "Parking update" });
    await expectVisible(announcement);
    await announcement.getByRole("textbox", { name: "Add a comment" }).fill("We will <b>carpool</b>");
    await announcement.getByRole("button", { name: "Comment", exact: true }).click();
    await expectVisible(guestPage.getByText(feedMessages.commentSent));
    await expectVisible(announcement.getByText("We will <b>carpool</b>"));
    await announcement.getByRole("button", { name: /^Like/ }).click();
    await expectVisible(
      guestPage.getByRole("article", { name: "Parking update" }).getByRole("button", { name: "Liked · 1" }),
    );

    // The host's open page shows the comment without a reload, under the guest's name.
    await expectVisible(hostView.getByText("We will <b>carpool</b>"));
    await expectVisible(hostView.getByText("Kavya Rao"));
    await expectVisible(hostView.getByRole("button", { name: "Like (1 like)" }));
    // A guest's comment is the guest's: the host has no delete control for it.
    await expectHidden(hostView.getByRole("button", { name: "Delete comment" }));

    // Both guest pages pass axe with script on.
    const scripted = await (await browser.newContext({ viewport: "phone" })).newPage();
    await scripted.goto(`/invite/${invitation.uniqueCode}/${token}`);
    await expectVisible(scripted.getByRole("heading", { name: "Announcements", exact: true }));
    await expectNoA11yViolations(scripted);
    await scripted.goto(`/events/${event.id}`);
    await expectVisible(scripted.getByRole("heading", { name: "Parking update" }));
    await expectNoA11yViolations(scripted);

    // The host turns guest comments off: the forms go.
    await apiAs(host, "PUT", `/api/events/${event.id}/feed/settings`, { guestInteractions: false });
    await guestPage.reload();
    await expectVisible(guestPage.getByRole("heading", { name: "Parking update" }));
    await expectHidden(guestPage.getByRole("button", { name: "Comment", exact: true }));
  });
});
