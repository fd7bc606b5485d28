import { all, hostTeam, type MatrixArea, once, ownerOnly, signedIn } from "../access-matrix-setup.ts";
import { buyPackage } from "../buy-package.ts";

/** Payments and what they buy: an event's plan and the Deluxe package's analytics. */
export const paymentRows: MatrixArea = (w) => {
  /** A fresh pending order of the owner's for a fresh event of theirs. */
  async function freshOrder(): Promise<{ paymentId: string }> {
    const res = await w.asOwner("/api/payments/orders", {
      json: { packageId: "basic", eventId: (await w.freshEvent()).id },
    });
    return res.json();
  }

  /** A completed payment of the owner's (test mode); its id. */
  async function paidOrder(): Promise<string> {
    return buyPackage(w.t, w.cookies.owner!, (await w.freshEvent()).id);
  }

  /** One event of the owner's with the Deluxe package (bought in test mode), made on first use. */
  const deluxeEvent = once(async () => {
    const e = await w.freshEvent();
    await buyPackage(w.t, w.cookies.owner!, e.id, "deluxe");
    return e.id;
  });

  return {
    // Payments: an order for one's own event; a payment, its receipt and its callbacks are the payer's.
    "POST /api/payments/orders": {
      refusedByBody: "the event it is for is named in the body",
      expect: ownerOnly(201),
      call: async () => ({
        method: "POST",
        path: "/api/payments/orders",
        json: { packageId: "basic", eventId: (await w.freshEvent()).id },
      }),
    },
    "POST /api/payments/:id/verify": {
      expect: { anonymous: 401, other: 404, owner: 200, admin: 404, cohost: 404, door: 404 },
      call: async () => {
        const o = await freshOrder();
        const signed = await (
          await w.asOwner(`/api/payments/${o.paymentId}/test-checkout`, {
            method: "POST",
          })
        ).json();
        return { method: "POST", path: `/api/payments/${o.paymentId}/verify`, json: signed };
      },
    },
    "POST /api/payments/:id/fail": {
      expect: { anonymous: 401, other: 404, owner: 200, admin: 404, cohost: 404, door: 404 },
      call: async () => ({
        method: "POST",
        path: `/api/payments/${(await freshOrder()).paymentId}/fail`,
        json: { reason: "closed" },
      }),
    },
    "POST /api/payments/:id/test-checkout": {
      expect: { anonymous: 401, other: 404, owner: 200, admin: 404, cohost: 404, door: 404 },
      call: async () => ({
        method: "POST",
        path: `/api/payments/${(await freshOrder()).paymentId}/test-checkout`,
      }),
    },
    // Razorpay's server calls it; in test mode (no webhook secret) it does not exist.
    "POST /api/payments/webhook": {
      expect: all(404),
      call: async () => ({ method: "POST", path: "/api/payments/webhook", json: {} }),
    },
    "GET /api/payments": { expect: signedIn, call: async () => ({ method: "GET", path: "/api/payments" }) },
    "GET /api/payments/:id/receipt": {
      expect: ownerOnly(200),
      call: async () => ({ method: "GET", path: `/api/payments/${await paidOrder()}/receipt` }),
    },
    "GET /api/payments/:id/receipt.pdf": {
      expect: ownerOnly(200),
      call: async () => ({ method: "GET", path: `/api/payments/${await paidOrder()}/receipt.pdf` }),
    },
    "GET /api/events/:id/plan": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/plan` }),
    },
    // On an event with the Deluxe package; without one the owner is refused too (analytics.test.ts).
    "GET /api/events/:id/analytics": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${await deluxeEvent()}/analytics` }),
    },
    "GET /api/events/:id/analytics/trends": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${await deluxeEvent()}/analytics/trends` }),
    },
    "GET /api/events/:id/analytics/headcount.csv": {
      expect: hostTeam(200),
      call: async () => ({
        method: "GET",
        path: `/api/events/${await deluxeEvent()}/analytics/headcount.csv`,
      }),
    },
  };
};
