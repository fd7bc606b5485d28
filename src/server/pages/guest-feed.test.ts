import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FeedItem } from "../../contract/feed.ts";
import { feedMessages } from "../../contract/feed.ts";
import { feedComments, feedItems } from "../db/schema.ts";
import { cookie, event, from, startGuestPageApp, t, token } from "../test/guest-page-setup.ts";
import { testOrigin } from "../test/test-app.ts";

// The announcements on the guest pages, and a guest's like and comment posted as a browser without
// script posts them.

let post: FeedItem;
let hidden: FeedItem;

startGuestPageApp(4, {
  title: "Diwali Mela",
  description: "Lamps, sweets and music.",
  date: "2032-11-02",
  time: "18:00",
  location: "Indiranagar",
});
// Each test's event gets its posts: one public announcement, one for the host alone.
beforeEach(async () => {
  const newPost = async (json: unknown) =>
    (await (await t.request(`/api/events/${event.id}/feed`, { cookie, json })).json()) as FeedItem;
  post = await newPost({ title: "Gates open at <6>", content: "Bring a <b>lamp</b>!", type: "announcement" });
  hidden = await newPost({ title: "Caterer notes", content: "Host only", isPublic: false });
});

const page = (pathname: string) => t.app.request(pathname, { headers: from });
const form = (fields: Record<string, string>, origin = testOrigin) => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { ...from, origin, "content-type": "application/x-www-form-urlencoded" },
});

describe("announcements on the guest pages", () => {
  it("the public page shows public posts as text, without the host-only ones or any form", async () => {
    const html = await (await page(`/events/${event.id}`)).text();
    expect(html).toContain("Announcements");
    expect(html).toContain("Gates open at &lt;6&gt;");
    expect(html).toContain("Bring a &lt;b&gt;lamp&lt;/b&gt;!");
    expect(html).not.toContain("Caterer notes");
    expect(html).not.toContain("/feed/");
  });

  it("a guest comments and likes from their personal page with plain form posts", async () => {
    const pagePath = `/rsvp/${token}`;
    const before = await (await page(pagePath)).text();
    expect(before).toContain(`action="${pagePath}/feed/${post.id}/comment"`);

    const blank = await t.app.request(`${pagePath}/feed/${post.id}/comment`, form({ text: "   " }));
    expect(blank.status).toBe(422);
    expect(await blank.text()).toContain(feedMessages.commentRequired);

    const sent = await t.app.request(
      `${pagePath}/feed/${post.id}/comment`,
      form({ text: "See you <there>" }),
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${pagePath}?commented=${post.id}#post-${post.id}`);
    const after = await (await page(`${pagePath}?commented=${post.id}`)).text();
    expect(after).toContain(feedMessages.commentSent);
    expect(after).toContain("See you &lt;there&gt;");
    const [row] = await t.db.select().from(feedComments).where(eq(feedComments.feedItemId, post.id));
    expect(row).toMatchObject({ authorName: "Arjun", authorId: null });

    const liked = await t.app.request(`${pagePath}/feed/${post.id}/like`, form({}));
    expect(liked.status).toBe(303);
    const [counted] = await t.db.select().from(feedItems).where(eq(feedItems.id, post.id));
    expect(counted).toMatchObject({ likes: 1, comments: 1 });

    // A host-only post cannot be reached from a guest page.
    const refused = await t.app.request(`${pagePath}/feed/${hidden.id}/like`, form({}));
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(feedMessages.notFound);
  });

  it("refuses a post from another site, and counts guests' writes against their own budget", async () => {
    const foreign = await t.app.request(
      `/rsvp/${token}/feed/${post.id}/like`,
      form({}, "https://evil.example"),
    );
    expect(foreign.status).toBe(403);
    // RSVP_RATE_LIMIT is 4 here: four likes (on, off, on, off) and the fifth write is refused.
    const like = () => t.app.request(`/rsvp/${token}/feed/${post.id}/like`, form({}));
    for (let i = 0; i < 4; i++) expect((await like()).status).toBe(303);
    expect((await like()).status).toBe(429);
  });

  it("shows no forms once the host turns guest comments off", async () => {
    await t.request(`/api/events/${event.id}/feed/settings`, {
      method: "PUT",
      cookie,
      json: { guestInteractions: false },
    });
    const html = await (await page(`/rsvp/${token}`)).text();
    expect(html).toContain("Gates open at");
    expect(html).not.toContain(`/feed/${post.id}/comment`);
  });
});
