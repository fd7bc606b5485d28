import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Event } from "../../contract/events.ts";
import {
  type FeedComment,
  type FeedItem,
  type FeedItemDetail,
  type FeedLike,
  type FeedList,
  feedMessages,
} from "../../contract/feed.ts";
import { guests } from "../db/schema.ts";
import { createEvent } from "../test/new-event.ts";
import { jpegWithGps, pngImage } from "../test/sample-images.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { feedComments, feedItems, feedLikes } from "./tables.ts";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  other = await signUp(t);
});
afterAll(() => t.close());

async function newEvent(isPublic = true): Promise<Event> {
  return createEvent(t, owner.cookie, {
    title: "Asha's Housewarming",
    description: "Food, friends and a new home.",
    date: "2034-05-10",
    time: "18:00",
    location: "Pune",
    isPublic,
  });
}

function postForm(
  eventId: string,
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", new File([new Uint8Array(file.data)], file.name, { type: file.type }));
  return t.app.request(`/api/events/${eventId}/feed`, {
    method: "POST",
    body: form,
    headers: { origin: t.config.publicUrl, cookie: owner.cookie },
  });
}

async function newPost(eventId: string, over: Record<string, string> = {}): Promise<FeedItem> {
  const res = await postForm(eventId, { title: "Welcome", content: "Parking is at the back.", ...over });
  expect(res.status).toBe(201);
  return res.json();
}

async function guestToken(eventId: string, name = "Meera"): Promise<string> {
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie: owner.cookie,
    json: {
      name,
      email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@example.com`,
      status: "invited",
    },
  });
  const { id } = (await res.json()) as { id: string };
  const [row] = await t.db.select({ token: guests.token }).from(guests).where(eq(guests.id, id));
  return row.token;
}

describe("posts", () => {
  it("are created with an image, listed newest first, and keep no EXIF", async () => {
    const e = await newEvent();
    const first = await newPost(e.id);
    const res = await postForm(
      e.id,
      { title: "Venue photo", content: "Here is the garden.", type: "photo", isPublic: "false" },
      { data: await jpegWithGps(1200, 900), name: "garden.jpg", type: "image/jpeg" },
    );
    expect(res.status).toBe(201);
    const second = (await res.json()) as FeedItem;
    expect(second).toMatchObject({ type: "photo", isPublic: false, mine: true, likes: 0, comments: 0 });
    expect(second.media).toMatchObject({ type: "image", width: 1200, height: 900 });
    expect(second.media?.url).toMatch(new RegExp(`^/api/media/feed/${e.id}/\\d+_[0-9a-f]{32}$`));
    expect(first.type).toBe("update");

    const list = (await (
      await t.request(`/api/events/${e.id}/feed`, { cookie: owner.cookie })
    ).json()) as FeedList;
    expect(list.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(list.settings).toEqual({ guestInteractions: true });

    const media = await t.app.request(`${second.media?.url}?w=640`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await media.arrayBuffer());
    expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
  });

  it("need a title and content, limit their lengths and refuse a file that is not media", async () => {
    const e = await newEvent();
    const res = await postForm(e.id, { title: "  ", content: "" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.message).toBe(feedMessages.titleAndContent);
    expect(body.error.fields.title).toBe(feedMessages.titleAndContent);
    expect((await postForm(e.id, { title: "x".repeat(201), content: "ok" })).status).toBe(400);
    expect((await postForm(e.id, { title: "ok", content: "ok", type: "party" })).status).toBe(400);
    const fake = await postForm(
      e.id,
      { title: "ok", content: "ok" },
      { data: Buffer.from("<html>not a picture</html>"), name: "x.jpg", type: "image/jpeg" },
    );
    expect(fake.status).toBe(415);
    expect((await fake.json()).error.message).toBe(feedMessages.invalidMedia);
    const [{ n }] = await t.db.select({ n: count() }).from(feedItems).where(eq(feedItems.eventId, e.id));
    expect(n).toBe(0);
  });

  it("keep text as text", async () => {
    const e = await newEvent();
    const post = await newPost(e.id, {
      title: "<script>alert(1)</script>",
      content: "<img src=x onerror=alert(1)>",
    });
    expect(post.title).toBe("<script>alert(1)</script>");
  });

  it("are the host's: other users cannot read, post, like or comment", async () => {
    const e = await newEvent();
    const post = await newPost(e.id);
    expect((await t.request(`/api/events/${e.id}/feed`, { cookie: other.cookie })).status).toBe(403);
    expect((await t.request(`/api/feed/${post.id}`, { cookie: other.cookie })).status).toBe(403);
    expect(
      (await t.request(`/api/feed/${post.id}/like`, { method: "POST", cookie: other.cookie })).status,
    ).toBe(403);
    expect(
      (await t.request(`/api/feed/${post.id}/comments`, { cookie: other.cookie, json: { text: "hi" } }))
        .status,
    ).toBe(403);
    expect((await t.request(`/api/feed/${post.id}`, { method: "DELETE", cookie: other.cookie })).status).toBe(
      403,
    );
    expect((await t.request(`/api/feed/${crypto.randomUUID()}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it("are deleted by their author with their comments, likes and media", async () => {
    const e = await newEvent();
    const res = await postForm(
      e.id,
      { title: "Photo", content: "With a picture" },
      { data: await pngImage(), name: "p.png", type: "image/png" },
    );
    const post = (await res.json()) as FeedItem;
    await t.request(`/api/feed/${post.id}/comments`, { cookie: owner.cookie, json: { text: "First!" } });
    await t.request(`/api/feed/${post.id}/like`, { method: "POST", cookie: owner.cookie });
    expect((await t.request(`/api/feed/${post.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(
      204,
    );
    expect((await t.request(`/api/feed/${post.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect(await t.db.$count(feedComments, eq(feedComments.feedItemId, post.id))).toBe(0);
    expect(await t.db.$count(feedLikes, eq(feedLikes.feedItemId, post.id))).toBe(0);
    expect((await t.app.request(`${post.media?.url}?w=320`)).status).toBe(404);
  });
});

describe("comments and likes", () => {
  it("comments are listed oldest first, must not be blank, and are deleted by their author only", async () => {
    const e = await newEvent();
    const post = await newPost(e.id);
    const blank = await t.request(`/api/feed/${post.id}/comments`, {
      cookie: owner.cookie,
      json: { text: "   " },
    });
    expect(blank.status).toBe(400);
    const a = (await (
      await t.request(`/api/feed/${post.id}/comments`, { cookie: owner.cookie, json: { text: "  One  " } })
    ).json()) as FeedComment;
    expect(a.text).toBe("One");
    const token = await guestToken(e.id);
    await t.services.feed.guestComment(token, post.id, { text: "From a guest" });
    const detail = (await (
      await t.request(`/api/feed/${post.id}`, { cookie: owner.cookie })
    ).json()) as FeedItemDetail;
    expect(detail.comments.map((c) => c.text)).toEqual(["One", "From a guest"]);
    expect(detail.comments.map((c) => c.mine)).toEqual([true, false]);
    expect(detail.comments[1]).toMatchObject({ authorName: "Meera", byGuest: true });
    expect(detail.item.comments).toBe(2);
    // The guest's comment is the guest's: the host cannot delete it as its author.
    const guestComment = detail.comments[1].id;
    expect(
      (await t.request(`/api/feed/comments/${guestComment}`, { method: "DELETE", cookie: owner.cookie }))
        .status,
    ).toBe(403);
    expect(
      (await t.request(`/api/feed/comments/${a.id}`, { method: "DELETE", cookie: other.cookie })).status,
    ).toBe(403);
    expect(
      (await t.request(`/api/feed/comments/${a.id}`, { method: "DELETE", cookie: owner.cookie })).status,
    ).toBe(204);
    const after = (await (
      await t.request(`/api/feed/${post.id}`, { cookie: owner.cookie })
    ).json()) as FeedItemDetail;
    expect(after.item.comments).toBe(1);
  });

  it("a like is one per user and toggles", async () => {
    const e = await newEvent();
    const post = await newPost(e.id);
    const like = async () =>
      (await (
        await t.request(`/api/feed/${post.id}/like`, { method: "POST", cookie: owner.cookie })
      ).json()) as FeedLike;
    expect(await like()).toEqual({ liked: true, likes: 1 });
    expect(await like()).toEqual({ liked: false, likes: 0 });
    expect(await like()).toEqual({ liked: true, likes: 1 });
    const list = (await (
      await t.request(`/api/events/${e.id}/feed`, { cookie: owner.cookie })
    ).json()) as FeedList;
    expect(list.items[0]).toMatchObject({ likes: 1, liked: true });
  });

  it("counters stay equal to the rows they count under concurrent likes and comments", async () => {
    const e = await newEvent();
    const post = await newPost(e.id);
    const tokens = await Promise.all(Array.from({ length: 12 }, (_, i) => guestToken(e.id, `Guest${i}`)));
    const feed = t.services.feed;
    const ops: unknown[] = [];
    for (const [i, token] of tokens.entries()) {
      // Every guest likes (some twice, which takes it back, some three times) and comments twice.
      const likes = 1 + (i % 3);
      for (let k = 0; k < likes; k++) ops.push(feed.guestLike(token, post.id));
      ops.push(feed.guestComment(token, post.id, { text: `a ${i}` }));
      ops.push(feed.guestComment(token, post.id, { text: `b ${i}` }));
    }
    for (let k = 0; k < 5; k++) {
      ops.push(t.request(`/api/feed/${post.id}/like`, { method: "POST", cookie: owner.cookie }));
      ops.push(
        t.request(`/api/feed/${post.id}/comments`, { cookie: owner.cookie, json: { text: `host ${k}` } }),
      );
    }
    await Promise.all(ops);
    // A few comments go again while others are still arriving.
    const some = await t.db
      .select({ id: feedComments.id })
      .from(feedComments)
      .where(eq(feedComments.authorId, owner.id))
      .limit(3);
    await Promise.all([
      ...some.map((c) => t.request(`/api/feed/comments/${c.id}`, { method: "DELETE", cookie: owner.cookie })),
      ...some.map((c) => t.request(`/api/feed/comments/${c.id}`, { method: "DELETE", cookie: owner.cookie })),
      feed.guestComment(tokens[0], post.id, { text: "late" }),
      feed.guestLike(tokens[0], post.id),
    ]);
    const [row] = await t.db.select().from(feedItems).where(eq(feedItems.id, post.id));
    const likeRows = await t.db.$count(feedLikes, eq(feedLikes.feedItemId, post.id));
    const commentRows = await t.db.$count(feedComments, eq(feedComments.feedItemId, post.id));
    expect(row.likes).toBe(likeRows);
    expect(row.comments).toBe(commentRows);
    expect(commentRows).toBe(12 * 2 + 5 - 3 + 1);
  });
});

describe("guests", () => {
  it("see the newest 20 comments of a post, oldest first", async () => {
    const e = await newEvent();
    const post = await newPost(e.id);
    const token = await guestToken(e.id, "Dev");
    for (let i = 1; i <= 25; i++) await t.services.feed.guestComment(token, post.id, { text: `c${i}` });
    const [seen] = (await t.services.feed.announcements(e, token)).items;
    expect(seen.comments).toBe(25);
    expect(seen.recentComments.map((c) => c.text)).toEqual(Array.from({ length: 20 }, (_, i) => `c${i + 6}`));
    expect(seen.recentComments[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("read public posts as announcements, like and comment under their name, unless the host turns it off", async () => {
    const e = await newEvent();
    const open = await newPost(e.id, { title: "Public news" });
    const hidden = await newPost(e.id, { title: "Host only", isPublic: "false" });
    const token = await guestToken(e.id, "Kabir");
    const seen = await t.services.feed.announcements(e, token);
    expect(seen.items.map((i) => i.title)).toEqual(["Public news"]);
    expect(seen.interact).toBe(true);
    expect(await t.services.feed.guestLike(token, open.id)).toEqual({ liked: true, likes: 1 });
    await expect(t.services.feed.guestLike(token, hidden.id)).rejects.toMatchObject({ code: "not_found" });
    // A guest of another event cannot touch this one's posts.
    const elsewhere = await guestToken((await newEvent()).id, "Stranger");
    await expect(t.services.feed.guestComment(elsewhere, open.id, { text: "hi" })).rejects.toMatchObject({
      code: "not_found",
    });
    // Private event: the public page shows nothing, the guest's own link still does.
    const privateEvent = await newEvent(false);
    await newPost(privateEvent.id, { title: "For guests" });
    expect((await t.services.feed.announcements(privateEvent)).items).toEqual([]);
    const privateToken = await guestToken(privateEvent.id, "Ira");
    expect((await t.services.feed.announcements(privateEvent, privateToken)).items).toHaveLength(1);

    const off = await t.request(`/api/events/${e.id}/feed/settings`, {
      method: "PUT",
      cookie: owner.cookie,
      json: { guestInteractions: false },
    });
    expect(off.status).toBe(200);
    await expect(t.services.feed.guestComment(token, open.id, { text: "hi" })).rejects.toMatchObject({
      code: "forbidden",
      message: feedMessages.guestInteractionsOff,
    });
    expect((await t.services.feed.announcements(e, token)).interact).toBe(false);
  });
});
