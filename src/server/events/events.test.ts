import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInZone } from "../../contract/event-dates.ts";
import type { Event, EventInput, PublicEventsPage } from "../../contract/events.ts";
import type { FeedItem } from "../../contract/feed.ts";
import type { GalleryItem } from "../../contract/gallery.ts";
import { guests } from "../db/schema.ts";
import { eventually } from "../test/eventually.ts";
import { fileForm, jpegWithGps } from "../test/sample-images.ts";
import { createTestApp, signUp, signUpAdmin, type TestApp } from "../test/test-app.ts";
import { events } from "./tables.ts";

type Actor = { cookie?: string };
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
const anonymous: Actor = {};

/** Today's calendar date in a time zone, shifted by `days`. */
const dateIn = (timeZone: string, days = 0): string =>
  todayInZone(timeZone, new Date(Date.now() + days * 86_400_000));

const input = (over: Partial<EventInput> = {}): EventInput => ({
  title: "Diwali Get-together",
  description: "Lights, sweets and music on the terrace.",
  date: dateIn("Asia/Kolkata", 30),
  time: "18:30",
  location: "Indiranagar, Bangalore",
  isPublic: true,
  timeZone: "Asia/Kolkata",
  ...over,
});

async function create(actor: Actor, body: EventInput = input()) {
  return t.request("/api/events", { json: body, cookie: actor.cookie });
}
async function createOk(actor: Actor, body?: EventInput): Promise<Event> {
  const res = await create(actor, body);
  expect(res.status).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "admin@example.com" });
  owner = await signUp(t, "owner@example.com", "Olivia Owner");
  other = await signUp(t, "other@example.com", "Oscar Other");
  admin = await signUpAdmin(t, "admin@example.com", "Ada Admin");
});
afterAll(() => t.close());

describe("creating", () => {
  it("needs a signed-in user", async () => {
    const res = await create(anonymous);
    expect(res.status).toBe(401);
  });

  it("stores the date and time as entered, with the time zone, and names the host", async () => {
    const e = await createOk(
      owner,
      input({ date: "2031-01-05", time: "23:45", timeZone: "America/New_York" }),
    );
    expect(e).toMatchObject({
      date: "2031-01-05",
      time: "23:45",
      timeZone: "America/New_York",
      hostName: "Olivia Owner",
      isOwner: true,
      bannerUrl: null,
    });
  });

  it("answers bad input with the spec's messages per field", async () => {
    const res = await create(owner, {
      title: " ",
      description: "short",
      date: "",
      time: "",
      location: "",
    } as EventInput);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields).toMatchObject({
      title: "Title is required",
      description: "Description should be at least 10 characters",
      date: "Date is required",
      time: "Time is required",
      location: "Location is required",
    });
  });

  it("refuses an impossible date and an unknown time zone", async () => {
    expect((await create(owner, input({ date: "2030-02-30" }))).status).toBe(400);
    expect((await create(owner, input({ timeZone: "Mars/Olympus" }))).status).toBe(400);
  });
});

describe("reading one event", () => {
  let pub: Event;
  let priv: Event;
  beforeAll(async () => {
    pub = await createOk(owner);
    priv = await createOk(owner, input({ title: "Family only", isPublic: false }));
  });

  it.each([
    ["anonymous", () => anonymous, 403],
    ["another user", () => other, 403],
    ["the owner", () => owner, 200],
    ["an admin", () => admin, 200],
  ])("%s gets the public event, and %i for the private one", async (_name, actor, status) => {
    expect((await t.request(`/api/events/${pub.id}`, { cookie: actor().cookie })).status).toBe(200);
    const res = await t.request(`/api/events/${priv.id}`, { cookie: actor().cookie });
    expect(res.status).toBe(status);
    if (status === 403) expect((await res.json()).error.message).toBe("This event is private");
  });

  it("says 'Event not found' for an unknown id and 400 for a malformed one", async () => {
    const res = await t.request("/api/events/00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe("Event not found");
    expect((await t.request("/api/events/not-a-uuid")).status).toBe(400);
  });
});

describe("updating and deleting", () => {
  it.each([
    ["anonymous", () => anonymous, 401, "Event not found or you are not logged in"],
    ["another user", () => other, 403, "You do not have permission to edit this event"],
    ["an admin", () => admin, 403, "You do not have permission to edit this event"],
    ["the owner", () => owner, 200, null],
  ])("update: %s gets %i", async (_name, actor, status, message) => {
    const e = await createOk(owner);
    const res = await t.request(`/api/events/${e.id}`, {
      method: "PUT",
      json: input({ title: "Renamed" }),
      cookie: actor().cookie,
    });
    expect(res.status).toBe(status);
    const body = await res.json();
    if (message) expect(body.error.message).toBe(message);
    else expect(body.title).toBe("Renamed");
  });

  it.each([
    ["anonymous", () => anonymous, 401],
    ["another user", () => other, 403],
    ["an admin", () => admin, 403],
    ["the owner", () => owner, 204],
  ])("delete: %s gets %i", async (_name, actor, status) => {
    const e = await createOk(owner);
    const res = await t.request(`/api/events/${e.id}`, { method: "DELETE", cookie: actor().cookie });
    expect(res.status).toBe(status);
    const left = await t.db.select().from(events).where(eq(events.id, e.id));
    expect(left).toHaveLength(status === 204 ? 0 : 1);
  });

  it("delete removes the guests and the banner files with the event", async () => {
    const e = await createOk(owner);
    await t.db.insert(guests).values({ eventId: e.id, name: "Ravi", email: "ravi@example.com" });
    const up = await t.app.request(`/api/events/${e.id}/banner`, {
      method: "PUT",
      body: fileForm(await jpegWithGps(), "banner.jpg", "image/jpeg"),
      headers: { cookie: owner.cookie, origin: t.config.publicUrl },
    });
    const { bannerUrl } = (await up.json()) as Event;
    expect((await t.request(bannerUrl!)).status).toBe(200);
    expect((await t.request(`/api/events/${e.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(
      204,
    );
    expect(await t.db.select().from(guests).where(eq(guests.eventId, e.id))).toHaveLength(0);
    expect((await t.request(bannerUrl!)).status).toBe(404);
  });

  it("delete removes the files of the event's gallery and posts, which those features list", async () => {
    const e = await createOk(owner);
    const send = (path: string, form: FormData) =>
      t.app.request(`/api/events/${e.id}/${path}`, {
        method: "POST",
        body: form,
        headers: { cookie: owner.cookie, origin: t.config.publicUrl },
      });
    const photo = await send("gallery", fileForm(await jpegWithGps(), "photo.jpg", "image/jpeg"));
    expect(photo.status).toBe(201);
    const photoUrl = ((await photo.json()) as GalleryItem).url;
    const postForm = new FormData();
    postForm.append("title", "The garden");
    postForm.append("content", "Where we will sit.");
    postForm.append("type", "photo");
    postForm.append("file", fileForm(await jpegWithGps(), "garden.jpg", "image/jpeg").get("file")!);
    const post = await send("feed", postForm);
    expect(post.status).toBe(201);
    const postUrl = ((await post.json()) as FeedItem).media!.url;
    expect((await t.app.request(`${photoUrl}?w=320`)).status).toBe(200);
    expect((await t.app.request(`${postUrl}?w=320`)).status).toBe(200);

    expect((await t.request(`/api/events/${e.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(
      204,
    );
    expect((await t.app.request(`${photoUrl}?w=320`)).status).toBe(404);
    expect((await t.app.request(`${postUrl}?w=320`)).status).toBe(404);
  });
});

describe("a read event stays true", () => {
  const publicView = async (id: string) => t.request(`/api/events/${id}`);

  it("shows the owner's change and a switch to private on the very next read", async () => {
    const e = await createOk(owner);
    expect((await publicView(e.id)).status).toBe(200);
    await t.request(`/api/events/${e.id}`, {
      method: "PUT",
      json: input({ title: "Moved Indoors", isPublic: false }),
      cookie: owner.cookie,
    });
    expect((await publicView(e.id)).status).toBe(403);
    const mine = (await (await t.request(`/api/events/${e.id}`, { cookie: owner.cookie })).json()) as Event;
    expect(mine.title).toBe("Moved Indoors");
  });

  it("shows a change made by another server as soon as the database announces it", async () => {
    const e = await createOk(owner);
    expect(((await (await publicView(e.id)).json()) as Event).title).toBe("Diwali Get-together");
    await t.db.update(events).set({ title: "Changed Elsewhere" }).where(eq(events.id, e.id));
    await eventually(
      async () => ((await (await publicView(e.id)).json()) as Event).title === "Changed Elsewhere",
    );
    await t.db.delete(events).where(eq(events.id, e.id));
    await eventually(async () => (await publicView(e.id)).status === 404);
  });
});

describe("banner images", () => {
  async function upload(eventId: string, data: Buffer, name: string, type: string, cookie?: string) {
    return t.app.request(`/api/events/${eventId}/banner`, {
      method: "PUT",
      body: fileForm(data, name, type),
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    });
  }

  it("stores a cleaned WebP set without GPS, served with type, nosniff, caching and width", async () => {
    const e = await createOk(owner);
    const res = await upload(e.id, await jpegWithGps(2400, 1200), "photo.jpg", "image/jpeg", owner.cookie);
    expect(res.status).toBe(200);
    const { bannerUrl } = (await res.json()) as Event;
    expect(bannerUrl).toMatch(new RegExp(`^/api/media/event-banners/${owner.id}/`));
    const media = await t.request(`${bannerUrl}?w=600`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
    expect(media.headers.get("x-content-type-options")).toBe("nosniff");
    expect(media.headers.get("cache-control")).toContain("immutable");
    expect(media.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const bytes = Buffer.from(await media.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.width).toBe(640);
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString("latin1")).not.toMatch(/GPS|TestPhone/);
  });

  it("refuses a fake image with the spec's message and keeps the old banner", async () => {
    const e = await createOk(owner);
    const first = (await (
      await upload(e.id, await jpegWithGps(), "a.jpg", "image/jpeg", owner.cookie)
    ).json()) as Event;
    const res = await upload(e.id, Buffer.from("MZ this is an exe"), "cute.jpg", "image/jpeg", owner.cookie);
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe("Please upload a valid image file");
    const now = (await (await t.request(`/api/events/${e.id}`, { cookie: owner.cookie })).json()) as Event;
    expect(now.bannerUrl).toBe(first.bannerUrl);
  });

  it("replacing a banner deletes the old file", async () => {
    const e = await createOk(owner);
    const first = (await (
      await upload(e.id, await jpegWithGps(), "a.jpg", "image/jpeg", owner.cookie)
    ).json()) as Event;
    const second = (await (
      await upload(e.id, await jpegWithGps(), "b.jpg", "image/jpeg", owner.cookie)
    ).json()) as Event;
    expect(second.bannerUrl).not.toBe(first.bannerUrl);
    expect((await t.request(first.bannerUrl!)).status).toBe(404);
    expect((await t.request(second.bannerUrl!)).status).toBe(200);
  });

  it("only the creator may upload", async () => {
    const e = await createOk(owner);
    const img = await jpegWithGps();
    expect((await upload(e.id, img, "a.jpg", "image/jpeg")).status).toBe(401);
    expect((await upload(e.id, img, "a.jpg", "image/jpeg", other.cookie)).status).toBe(403);
    expect((await upload(e.id, img, "a.jpg", "image/jpeg", admin.cookie)).status).toBe(403);
  });

  it("refuses an upload over the size limit", async () => {
    const e = await createOk(owner);
    const res = await upload(e.id, Buffer.alloc(26 * 1024 * 1024, 1), "huge.jpg", "image/jpeg", owner.cookie);
    expect(res.status).toBe(413);
  });
});

describe("lists", () => {
  it("my events: only mine, date descending, case-insensitive search on title or location", async () => {
    const fresh = await signUp(t);
    await createOk(fresh, input({ title: "Alpha Picnic", date: "2031-03-01", location: "Cubbon Park" }));
    await createOk(fresh, input({ title: "Beta Launch", date: "2031-05-01", location: "Koramangala" }));
    await createOk(other, input({ title: "Not mine picnic" }));
    const all = await (await t.request("/api/events/mine", { cookie: fresh.cookie })).json();
    expect(all.items.map((e: Event) => e.title)).toEqual(["Beta Launch", "Alpha Picnic"]);
    const byTitle = await (
      await t.request("/api/events/mine?search=PICNIC", { cookie: fresh.cookie })
    ).json();
    expect(byTitle.items.map((e: Event) => e.title)).toEqual(["Alpha Picnic"]);
    const byPlace = await (await t.request("/api/events/mine?search=koram", { cookie: fresh.cookie })).json();
    expect(byPlace.items.map((e: Event) => e.title)).toEqual(["Beta Launch"]);
    const literal = await (await t.request("/api/events/mine?search=%25", { cookie: fresh.cookie })).json();
    expect(literal.items).toHaveLength(0);
    expect((await t.request("/api/events/mine")).status).toBe(401);
  });

  it("public listing: public and not past in the event's own time zone, date ascending", async () => {
    const tag = `tz${Date.now()}`;
    // Kiritimati is UTC+14 and Pago Pago UTC-11: "today" differs between them most of the day.
    const early = "Pacific/Kiritimati";
    const late = "Pacific/Pago_Pago";
    await createOk(owner, input({ title: `${tag} today-early`, date: dateIn(early), timeZone: early }));
    await createOk(
      owner,
      input({ title: `${tag} yesterday-early`, date: dateIn(early, -1), timeZone: early }),
    );
    await createOk(owner, input({ title: `${tag} today-late`, date: dateIn(late), timeZone: late }));
    await createOk(owner, input({ title: `${tag} yesterday-late`, date: dateIn(late, -1), timeZone: late }));
    await createOk(owner, input({ title: `${tag} private`, isPublic: false }));
    const page = (await (await t.request(`/api/events/public?search=${tag}`)).json()) as PublicEventsPage;
    const titles = page.items.map((e) => e.title).sort();
    expect(titles).toEqual([`${tag} today-early`, `${tag} today-late`].sort());
    expect(page.total).toBe(2);
  });

  it("pages by 12 with a total", async () => {
    const tag = `page${Date.now()}`;
    for (let i = 1; i <= 14; i++) {
      await createOk(owner, input({ title: `${tag} ${i}`, date: `2040-01-${String(i).padStart(2, "0")}` }));
    }
    const p1 = (await (await t.request(`/api/events/public?search=${tag}`)).json()) as PublicEventsPage;
    const p2 = (await (
      await t.request(`/api/events/public?search=${tag}&page=2`)
    ).json()) as PublicEventsPage;
    expect(p1).toMatchObject({ total: 14, page: 1, pageSize: 12 });
    expect(p1.items).toHaveLength(12);
    expect(p1.items[0].title).toBe(`${tag} 1`);
    expect(p2.items.map((e) => e.title)).toEqual([`${tag} 13`, `${tag} 14`]);
  });

  it("home shows the 3 soonest upcoming public events", async () => {
    // Its own events, on the earliest day any zone has today (UTC-11) and before any other test's
    // times, so it holds alone and after the rest of the file.
    const zone = "Pacific/Pago_Pago";
    const at = (title: string, time: string, over: Partial<EventInput> = {}) =>
      createOk(owner, input({ title, date: dateIn(zone), time, timeZone: zone, ...over }));
    await at("home private", "00:00", { isPublic: false });
    await at("home past", "00:00", { date: dateIn(zone, -1) });
    for (const [title, time] of [
      ["home 3", "00:03"],
      ["home 1", "00:01"],
      ["home 4", "00:04"],
      ["home 2", "00:02"],
    ]) {
      await at(title, time);
    }
    const res = (await (await t.request("/api/events/upcoming?limit=3")).json()) as { items: Event[] };
    expect(res.items.map((e) => e.title)).toEqual(["home 1", "home 2", "home 3"]);
  });
});
