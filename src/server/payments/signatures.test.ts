import { describe, expect, it } from "vitest";
import {
  checkoutSignature,
  verifyCheckoutSignature,
  verifyWebhookSignature,
  webhookSignature,
} from "./signatures.ts";

// Vectors computed outside our code, with `openssl dgst -sha256 -hmac`.
const secret = "EnLs21M47BllR3X8PSFtjtbd";
const orderId = "order_IEIaMR65cu6nz3";
const paymentId = "pay_IH4NVgf4Dreq1l";
const known = "0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f";

describe("Checkout signature", () => {
  it("is HMAC-SHA256 of order_id|payment_id with the key secret", () => {
    expect(checkoutSignature(orderId, paymentId, secret)).toBe(known);
    expect(verifyCheckoutSignature(orderId, paymentId, known, secret)).toBe(true);
    expect(verifyCheckoutSignature(orderId, paymentId, known.toUpperCase(), secret)).toBe(true);
  });

  it("refuses a tampered signature, another payment, another secret and junk", () => {
    const tampered = `${known.slice(0, -1)}${known.endsWith("f") ? "e" : "f"}`;
    expect(verifyCheckoutSignature(orderId, paymentId, tampered, secret)).toBe(false);
    expect(verifyCheckoutSignature(orderId, "pay_other", known, secret)).toBe(false);
    expect(verifyCheckoutSignature("order_other", paymentId, known, secret)).toBe(false);
    expect(verifyCheckoutSignature(orderId, paymentId, known, "another-secret")).toBe(false);
    expect(verifyCheckoutSignature(orderId, paymentId, known.slice(0, 10), secret)).toBe(false);
    expect(verifyCheckoutSignature(orderId, paymentId, "not hex at all", secret)).toBe(false);
    expect(verifyCheckoutSignature(orderId, paymentId, "", secret)).toBe(false);
  });
});

describe("webhook signature", () => {
  it("is HMAC-SHA256 of the raw body with the webhook secret", () => {
    const body = '{"event":"payment.captured"}';
    const vector = "4673dd707ef4c41b987cb7fefe1583142dc702388c93145b7814b9ad3d3c183e";
    expect(webhookSignature(body, "whsec")).toBe(vector);
    expect(verifyWebhookSignature(body, vector, "whsec")).toBe(true);
    // The same JSON spaced differently is another body.
    expect(verifyWebhookSignature('{"event": "payment.captured"}', vector, "whsec")).toBe(false);
  });
});
