import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutOrder, Payment, Receipt } from "../../contract/payments.ts";
import { createEvent } from "../test/new-event.ts";
import { startRazorpayStandIn } from "../test/razorpay-stand-in.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { checkoutSignature, webhookSignature } from "./signatures.ts";
import { payments } from "./tables.ts";

const keyId = "rzp_test_standin";
const keySecret = "stand-in-key-secret";
const webhookSecret = "stand-in-webhook-secret";

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let host: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keyId, keySecret);
  t = await createTestApp({
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_URL: standIn.url,
  });
  host = await signUp(t);
  stranger = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function newEvent(cookie = host.cookie): Promise<string> {
  return (
    await createEvent(t, cookie, {
      title: "Anniversary dinner",
      description: "Twenty-five years, one long table.",
      date: "2034-03-10",
      time: "19:00",
      location: "Kochi",
    })
  ).id;
}

async function order(eventId: string, packageId = "premium", extra: Record<string, unknown> = {}) {
  const res = await t.request("/api/payments/orders", {
    cookie: host.cookie,
    json: { packageId, eventId, ...extra },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as CheckoutOrder;
}

const rowOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

function webhook(body: object, opts: { signature?: string; eventId?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.request("/api/payments/webhook", {
    method: "POST",
    body: raw,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": opts.signature ?? webhookSignature(raw, webhookSecret),
      ...(opts.eventId ? { "x-razorpay-event-id": opts.eventId } : {}),
    },
  });
}

const captured = (o: CheckoutOrder, paymentId: string, amount = o.amount) => ({
  entity: "event",
  event: "payment.captured",
  payload: {
    payment: { entity: { id: paymentId, order_id: o.orderId, amount, currency: "INR", status: "captured" } },
  },
});

describe("orders", () => {
  it("are created at Razorpay at our price for the package, whatever amount the client sends", async () => {
    const eventId = await newEvent();
    const before = standIn.requests.length;
    const o = await order(eventId, "premium", { amount: 100, price: 1 });
    expect(o).toMatchObject({ amount: 99_900, currency: "INR", mode: "razorpay", keyId });
    expect(JSON.stringify(o)).not.toContain(keySecret);
    const sent = standIn.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/v1/orders" });
    expect((sent[0].body as { amount: number }).amount).toBe(99_900);
    const row = await rowOf(o.paymentId);
    expect(row).toMatchObject({
      status: "pending",
      amount: 99_900,
      orderId: o.orderId,
      packageId: "premium",
    });
  });

  it("are refused for someone else's event and for a missing event", async () => {
    const eventId = await newEvent();
    const res = await t.request("/api/payments/orders", {
      cookie: stranger.cookie,
      json: { packageId: "basic", eventId },
    });
    expect(res.status).toBe(403);
    const none = await t.request("/api/payments/orders", {
      cookie: host.cookie,
      json: { packageId: "basic" },
    });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(
      "You need to create an event before purchasing a package",
    );
  });
});

describe("checkout callback", () => {
  it("completes the payment only with Razorpay's signature", async () => {
    const o = await order(await newEvent());
    const forged = await t.request(`/api/payments/${o.paymentId}/verify`, {
      cookie: host.cookie,
      json: {
        razorpay_order_id: o.orderId,
        razorpay_payment_id: "pay_forged",
        razorpay_signature: "ab".repeat(32),
      },
    });
    expect(forged.status).toBe(400);
    expect((await rowOf(o.paymentId)).status).toBe("pending");
    // A good signature for another order does not complete this one.
    const other = await order(await newEvent());
    const otherSig = checkoutSignature(other.orderId, "pay_x", keySecret);
    const swapped = await t.request(`/api/payments/${o.paymentId}/verify`, {
      cookie: host.cookie,
      json: { razorpay_order_id: other.orderId, razorpay_payment_id: "pay_x", razorpay_signature: otherSig },
    });
    expect(swapped.status).toBe(400);
    expect((await rowOf(o.paymentId)).status).toBe("pending");

    const paymentId = "pay_good123";
    const ok = await t.request(`/api/payments/${o.paymentId}/verify`, {
      cookie: host.cookie,
      json: {
        razorpay_order_id: o.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(o.orderId, paymentId, keySecret),
      },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Payment).status).toBe("completed");
    expect(await rowOf(o.paymentId)).toMatchObject({ status: "completed", paymentId });
  });

  it("marks a closed window or a failure as failed, but never a completed payment", async () => {
    const o = await order(await newEvent());
    const closed = await t.request(`/api/payments/${o.paymentId}/fail`, {
      cookie: host.cookie,
      json: { reason: "closed" },
    });
    expect(((await closed.json()) as { message: string }).message).toBe("Payment window was closed");
    expect((await rowOf(o.paymentId)).status).toBe("failed");

    const paid = await order(await newEvent());
    await t.request(`/api/payments/${paid.paymentId}/verify`, {
      cookie: host.cookie,
      json: {
        razorpay_order_id: paid.orderId,
        razorpay_payment_id: "pay_1",
        razorpay_signature: checkoutSignature(paid.orderId, "pay_1", keySecret),
      },
    });
    const late = await t.request(`/api/payments/${paid.paymentId}/fail`, {
      cookie: host.cookie,
      json: { reason: "failed" },
    });
    expect(((await late.json()) as { message: string }).message).toBe("Payment failed. Please try again.");
    expect((await rowOf(paid.paymentId)).status).toBe("completed");
  });

  it("is not offered by the test-mode endpoint when keys are set", async () => {
    const o = await order(await newEvent(), "basic");
    const res = await t.request(`/api/payments/${o.paymentId}/test-checkout`, {
      method: "POST",
      cookie: host.cookie,
    });
    expect(res.status).toBe(404);
  });
});

describe("webhook", () => {
  it("with a bad signature answers 400 and changes nothing", async () => {
    const o = await order(await newEvent());
    const res = await webhook(captured(o, "pay_w0"), { signature: "00".repeat(32), eventId: "evt_bad" });
    expect(res.status).toBe(400);
    const unsigned = await t.app.request("/api/payments/webhook", {
      method: "POST",
      body: JSON.stringify(captured(o, "pay_w0")),
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.status).toBe(400);
    expect((await rowOf(o.paymentId)).status).toBe("pending");
    // The refused delivery's id was not recorded: Razorpay's genuine retry still counts.
    const genuine = await webhook(captured(o, "pay_w0"), { eventId: "evt_bad" });
    expect(await genuine.json()).toMatchObject({ handled: true });
  });

  it("completes once however often it is delivered, and ignores a failure after success", async () => {
    const o = await order(await newEvent());
    const first = await webhook(captured(o, "pay_w1"), { eventId: "evt_1" });
    expect(await first.json()).toMatchObject({ handled: true, reason: "completed" });
    const firstRow = await rowOf(o.paymentId);
    expect(firstRow).toMatchObject({ status: "completed", paymentId: "pay_w1" });
    const again = await webhook(captured(o, "pay_w1"), { eventId: "evt_1" });
    expect(await again.json()).toMatchObject({ handled: false, reason: "repeated delivery" });
    const anotherId = await webhook(captured(o, "pay_w1"), { eventId: "evt_2" });
    expect(await anotherId.json()).toMatchObject({ handled: false });
    expect((await rowOf(o.paymentId)).updatedAt).toEqual(firstRow.updatedAt);

    const failed = await webhook(
      {
        event: "payment.failed",
        payload: { payment: { entity: { id: "pay_w1", order_id: o.orderId, amount: o.amount } } },
      },
      { eventId: "evt_3" },
    );
    expect(failed.status).toBe(200);
    expect((await rowOf(o.paymentId)).status).toBe("completed");
  });

  it("does not complete an order for another amount", async () => {
    const o = await order(await newEvent());
    const res = await webhook(captured(o, "pay_w4", 100), { eventId: "evt_4" });
    expect(await res.json()).toMatchObject({ handled: false });
    expect((await rowOf(o.paymentId)).status).toBe("pending");
  });

  it("fails a pending payment", async () => {
    const o = await order(await newEvent());
    await webhook(
      {
        event: "payment.failed",
        payload: { payment: { entity: { id: "pay_w5", order_id: o.orderId, amount: o.amount } } },
      },
      { eventId: "evt_5" },
    );
    expect((await rowOf(o.paymentId)).status).toBe("failed");
  });
});

describe("history and receipts", () => {
  it("lists the user's payments newest first; a receipt only for the payer and only when completed", async () => {
    const mine = await signUp(t);
    const eventId = await newEvent(mine.cookie);
    const create = async (packageId: string) =>
      (await (
        await t.request("/api/payments/orders", { cookie: mine.cookie, json: { packageId, eventId } })
      ).json()) as CheckoutOrder;
    const first = await create("basic");
    await t.request(`/api/payments/${first.paymentId}/fail`, {
      cookie: mine.cookie,
      json: { reason: "failed" },
    });
    const second = await create("deluxe");
    await t.request(`/api/payments/${second.paymentId}/verify`, {
      cookie: mine.cookie,
      json: {
        razorpay_order_id: second.orderId,
        razorpay_payment_id: "pay_r",
        razorpay_signature: checkoutSignature(second.orderId, "pay_r", keySecret),
      },
    });
    const list = (await (await t.request("/api/payments", { cookie: mine.cookie })).json()) as {
      payments: Payment[];
    };
    expect(list.payments.map((p) => [p.packageName, p.status])).toEqual([
      ["Deluxe", "completed"],
      ["Basic", "failed"],
    ]);
    expect(list.payments[0].eventTitle).toBe("Anniversary dinner");

    const receipt = await t.request(`/api/payments/${second.paymentId}/receipt`, { cookie: mine.cookie });
    expect(receipt.status).toBe(200);
    expect(((await receipt.json()) as Receipt).amount).toBe(199_900);
    const theirs = await t.request(`/api/payments/${second.paymentId}/receipt`, { cookie: stranger.cookie });
    expect(theirs.status).toBe(403);
    expect(((await theirs.json()) as { error: { message: string } }).error.message).toBe(
      "You do not have permission to view this receipt",
    );
    const notPaid = await t.request(`/api/payments/${first.paymentId}/receipt`, { cookie: mine.cookie });
    expect(notPaid.status).toBe(409);

    const pdf = await t.request(`/api/payments/${second.paymentId}/receipt.pdf`, { cookie: mine.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(
      (await t.request(`/api/payments/${second.paymentId}/receipt.pdf`, { cookie: stranger.cookie })).status,
    ).toBe(403);
  });
});
