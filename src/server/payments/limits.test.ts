import { describe, expect, it } from "vitest";
import type { ImportReport } from "../../contract/guest-import.ts";
import type { CheckoutOrder, VerifyPayment } from "../../contract/payments.ts";
import { importCsvAs } from "../test/guest-import.ts";
import { host, hostEvent, startHostApp, t } from "../test/host-app-setup.ts";
import { fileForm, pngImage } from "../test/sample-images.ts";

// Package limits, bought in test mode (no Razorpay keys): the same server flow, signed locally.

startHostApp({ FREE_GUEST_LIMIT: "3", FREE_PHOTO_LIMIT: "2" });

const newEvent = () => hostEvent();

async function buy(eventId: string, packageId: string) {
  const o = (await (
    await t.request("/api/payments/orders", { cookie: host.cookie, json: { packageId, eventId } })
  ).json()) as CheckoutOrder;
  expect(o.mode).toBe("test");
  const signed = (await (
    await t.request(`/api/payments/${o.paymentId}/test-checkout`, { method: "POST", cookie: host.cookie })
  ).json()) as VerifyPayment;
  const res = await t.request(`/api/payments/${o.paymentId}/verify`, { cookie: host.cookie, json: signed });
  expect(res.status).toBe(200);
}

let n = 0;
const addGuest = (eventId: string) =>
  t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: { name: `Guest ${++n}`, email: `guest${n}@example.com`, status: "invited" },
  });

const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

const plan = async (eventId: string) =>
  (await (await t.request(`/api/events/${eventId}/plan`, { cookie: host.cookie })).json()) as {
    packageId: string | null;
    guestLimit: number | null;
    photoLimit: number | null;
    features: string[];
  };

describe("guest limit", () => {
  it("refuses the guest past the free allowance, naming it; upgrading lifts it at once", async () => {
    const eventId = await newEvent();
    expect(await plan(eventId)).toMatchObject({ packageId: null, guestLimit: 3, photoLimit: 2 });
    for (let i = 0; i < 3; i++) expect((await addGuest(eventId)).status).toBe(201);
    const refused = await addGuest(eventId);
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(
      "This event's free plan allows 3 guests. Upgrade the event's package to add more.",
    );
    await buy(eventId, "basic");
    expect(await plan(eventId)).toMatchObject({ packageId: "basic", guestLimit: 50, photoLimit: 20 });
    const rows = Array.from({ length: 47 }, (_, i) => `Bulk ${i},bulk${i}@example.com`).join("\n");
    const imported = await importCsvAs(t, host.cookie, eventId, `name,email\n${rows}\n`);
    expect(((await imported.json()) as ImportReport).inserted).toBe(47);
    const fiftyFirst = await addGuest(eventId);
    expect(fiftyFirst.status).toBe(403);
    expect(await message(fiftyFirst)).toContain("Basic package allows 50 guests");
    await buy(eventId, "premium");
    expect((await addGuest(eventId)).status).toBe(201);
  });

  it("imports up to the limit and reports the refused rows", async () => {
    const eventId = await newEvent();
    await addGuest(eventId);
    const csv = "name,email\nA,a@example.com\nB,b@example.com\nC,c@example.com\nD,d@example.com\n";
    const res = await importCsvAs(t, host.cookie, eventId, csv);
    expect(res.status).toBe(200);
    const report = (await res.json()) as ImportReport;
    expect(report.inserted).toBe(2);
    expect(report.notApplied.map((r) => r.row)).toEqual([4, 5]);
    expect(report.messages.map((m) => m.text)).toContain(
      "Rows (4, 5) were not imported: This event's free plan allows 3 guests. Upgrade the event's package to add more.",
    );
  });

  it("refuses an open RSVP past the limit", async () => {
    const eventId = await newEvent();
    const register = (i: number) =>
      t.request(`/api/events/${eventId}/rsvp`, {
        json: {
          name: `Open ${i}`,
          email: `open${i}-${eventId.slice(0, 4)}@example.com`,
          response: "attending",
        },
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
    for (let i = 1; i <= 3; i++) expect((await register(i)).status).toBe(200);
    const fourth = await register(4);
    expect(fourth.status).toBe(403);
    expect(await message(fourth)).toBe("Sorry, this event is not taking more registrations.");
    const list = (await (
      await t.request(`/api/events/${eventId}/guests`, { cookie: host.cookie })
    ).json()) as {
      counts: { all: number };
    };
    expect(list.counts.all).toBe(3);
  });

  it("holds under simultaneous adds", async () => {
    const eventId = await newEvent();
    const results = await Promise.all(Array.from({ length: 6 }, () => addGuest(eventId)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
  });
});

describe("photo limit", () => {
  it("refuses the upload past the limit with the limit named; Deluxe has none", async () => {
    const eventId = await newEvent();
    const upload = async () =>
      t.app.request(`/api/events/${eventId}/gallery`, {
        method: "POST",
        body: fileForm(await pngImage(), "p.png", "image/png"),
        headers: { cookie: host.cookie, origin: t.config.publicUrl },
      });
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    const third = await upload();
    expect(third.status).toBe(403);
    expect(await message(third)).toBe(
      "This event's free plan allows 2 photos. Upgrade the event's package to add more.",
    );
    await buy(eventId, "deluxe");
    expect(await plan(eventId)).toMatchObject({ guestLimit: null, photoLimit: null });
    expect((await upload()).status).toBe(201);
  });

  it("holds under simultaneous uploads", async () => {
    const eventId = await newEvent();
    const image = await pngImage();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.request(`/api/events/${eventId}/gallery`, {
          method: "POST",
          body: fileForm(image, "p.png", "image/png"),
          headers: { cookie: host.cookie, origin: t.config.publicUrl },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
  });

  it("refuses a package the event already has", async () => {
    const eventId = await newEvent();
    await buy(eventId, "premium");
    const res = await t.request("/api/payments/orders", {
      cookie: host.cookie,
      json: { packageId: "basic", eventId },
    });
    expect(res.status).toBe(409);
  });
});

describe("package features", () => {
  it("lists none on the free plan, check-in and basic analytics from Premium, all on Deluxe", async () => {
    const eventId = await newEvent();
    expect((await plan(eventId)).features).toEqual([]);
    await buy(eventId, "basic");
    expect((await plan(eventId)).features).toEqual([]);
    await buy(eventId, "premium");
    expect((await plan(eventId)).features).toEqual(["checkIn", "basicAnalytics"]);
    await buy(eventId, "deluxe");
    expect((await plan(eventId)).features).toEqual([
      "checkIn",
      "basicAnalytics",
      "advancedAnalytics",
      "vipGuests",
    ]);
  });
});
