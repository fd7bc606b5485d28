import { z } from "@hono/zod-openapi";
import {
  checkoutOrderSchema,
  createOrderSchema,
  eventPlanSchema,
  failPaymentSchema,
  paymentListSchema,
  paymentSchema,
  receiptSchema,
  verifyPaymentSchema,
} from "../../contract/payments.ts";
import { jsonResponse } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { providerSignature } from "../http/openapi-security.ts";
import { idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import { receiptPdf } from "./receipt-pdf.ts";
import type { PaymentsService } from "./service.ts";

const route = routesTagged(["payments"]);

export function paymentsRoutes(payments: PaymentsService) {
  // A refused body to /payments/{id}/… is answered as the payer check would be, first.
  return createRouter((c) => {
    const id = c.req.param("id");
    return id && payments.mayComplete(c.get("user"), id);
  })
    .openapi(
      ...route.json("post", "/payments/orders", {
        summary: "Start buying a package for an event: the server creates the order at the package's price",
        body: createOrderSchema,
        responses: { 201: jsonResponse(checkoutOrderSchema, "What Checkout opens with") },
        answer: (user, { body }) => payments.createOrder(user, body),
      }),
    )
    .openapi(
      ...route.byId("post", "/payments/{id}/verify", {
        summary: "Checkout's success: completes the payment once its signature checks out",
        body: verifyPaymentSchema,
        responses: { 200: jsonResponse(paymentSchema, "The completed payment") },
        answer: (user, id, body) => payments.verify(user, id, body),
      }),
    )
    .openapi(
      ...route.byId("post", "/payments/{id}/fail", {
        summary: "Checkout failed or its window was closed: a pending payment becomes failed",
        body: failPaymentSchema,
        responses: {
          200: jsonResponse(z.object({ payment: paymentSchema, message: z.string() }), "The payment"),
        },
        answer: (user, id, body) => payments.fail(user, id, body),
      }),
    )
    .openapi(
      ...route.byId("post", "/payments/{id}/test-checkout", {
        summary: "Test mode only (no Razorpay keys): a successful stand-in payment, signed as Razorpay signs",
        responses: { 200: jsonResponse(verifyPaymentSchema, "What Checkout would hand back") },
        answer: (user, id) => payments.testCheckout(user, id),
      }),
    )
    .openapi(
      route("post", "/payments/webhook", {
        summary: "Razorpay's webhook (X-Razorpay-Signature over the raw body)",
        security: providerSignature,
        request: {
          body: {
            required: true,
            description: "Razorpay's event, read as raw text so that its signature can be checked",
            content: { "application/json": { schema: { type: "object" } } },
          },
        },
        responses: {
          ...errorResponses(404),
          200: jsonResponse(z.object({ handled: z.boolean(), reason: z.string() }), "Outcome"),
        },
      }),
      async (c) => {
        const raw = await c.req.text();
        const outcome = await payments.webhook(
          raw,
          c.req.header("x-razorpay-signature"),
          c.req.header("x-razorpay-event-id"),
        );
        return c.json(outcome, 200);
      },
    )
    .openapi(
      route("get", "/payments", {
        summary: "The signed-in user's payments, newest first",
        responses: { 200: jsonResponse(paymentListSchema, "Transaction history") },
      }),
      async (c) => c.json({ payments: await payments.history(c.get("user")) }, 200),
    )
    .openapi(
      ...route.byId("get", "/payments/{id}/receipt", {
        summary: "A completed payment's receipt (the payer only)",
        responses: { ...errorResponses(409), 200: jsonResponse(receiptSchema, "The receipt") },
        answer: (user, id) => payments.receipt(user, id),
      }),
    )
    .openapi(
      route("get", "/payments/{id}/receipt.pdf", {
        summary: "The receipt as a PDF, drawn on the server (the payer only)",
        request: { params: idParam },
        responses: { ...errorResponses(409), 200: { description: "application/pdf" } },
      }),
      async (c) => {
        const receipt = await payments.receipt(c.get("user"), c.req.valid("param").id);
        const pdf = await receiptPdf(receipt);
        c.header("content-type", "application/pdf");
        c.header(
          "content-disposition",
          `attachment; filename="eventhub-receipt-${receipt.id.slice(0, 8)}.pdf"`,
        );
        c.header("cache-control", "private, no-store");
        return c.body(new Uint8Array(pdf), 200);
      },
    )
    .openapi(
      ...route.byId("get", "/events/{id}/plan", {
        summary: "The event's package and its guest and photo limits (the event's owner or a co-host)",
        responses: { 200: jsonResponse(eventPlanSchema.omit({ guests: true, photos: true }), "The plan") },
        answer: (user, id) => payments.plan(user, id),
      }),
    );
}
