import { all, hostTeam, type MatrixArea, once, ownerOnly, row, signedIn } from "../access-matrix-setup.ts";
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

  /** A payment is the payer's: anyone else is told it does not exist. */
  const payerOnly = { anonymous: 401, other: 404, owner: 200, admin: 404, cohost: 404, door: 404 };
  const onFreshOrder = (rest: string) => async () => `/api/payments/${(await freshOrder()).paymentId}${rest}`;
  const onPaidOrder = (rest: string) => async () => `/api/payments/${await paidOrder()}${rest}`;
  const onDeluxeEvent = (rest: string) => async () => `/api/events/${await deluxeEvent()}${rest}`;

  return {
    // Payments: an order for one's own event; a payment, its receipt and its callbacks are the payer's.
    "POST /api/payments/orders": {
      refusedByBody: "the event it is for is named in the body",
      ...row(ownerOnly(201), "/api/payments/orders", async () => ({
        json: { packageId: "basic", eventId: (await w.freshEvent()).id },
      })),
    },
    "POST /api/payments/:id/verify": {
      expect: payerOnly,
      call: async () => {
        const o = await freshOrder();
        const signed = await (
          await w.asOwner(`/api/payments/${o.paymentId}/test-checkout`, {
            method: "POST",
          })
        ).json();
        return { path: `/api/payments/${o.paymentId}/verify`, json: signed };
      },
    },
    "POST /api/payments/:id/fail": row(payerOnly, onFreshOrder("/fail"), { json: { reason: "closed" } }),
    "POST /api/payments/:id/test-checkout": row(payerOnly, onFreshOrder("/test-checkout")),
    // Razorpay's server calls it; in test mode (no webhook secret) it does not exist.
    "POST /api/payments/webhook": row(all(404), "/api/payments/webhook", { json: {} }),
    "GET /api/payments": row(signedIn, "/api/payments"),
    "GET /api/payments/:id/receipt": row(ownerOnly(200), onPaidOrder("/receipt")),
    "GET /api/payments/:id/receipt.pdf": row(ownerOnly(200), onPaidOrder("/receipt.pdf")),
    "GET /api/events/:id/plan": row(hostTeam(200), w.onPrivateEvent("/plan")),
    // On an event with the Deluxe package; without one the owner is refused too (analytics.test.ts).
    "GET /api/events/:id/analytics": row(hostTeam(200), onDeluxeEvent("/analytics")),
    "GET /api/events/:id/analytics/trends": row(hostTeam(200), onDeluxeEvent("/analytics/trends")),
    "GET /api/events/:id/analytics/headcount.csv": row(
      hostTeam(200),
      onDeluxeEvent("/analytics/headcount.csv"),
    ),
  };
};
