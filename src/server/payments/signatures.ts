import { createHmac, timingSafeEqual } from "node:crypto";

// Razorpay's two signatures: Checkout's, over "order_id|payment_id" with the key secret, and the
// webhook's, over the raw request body with the webhook secret. Both HMAC-SHA256 in hex.

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

/** Compared in constant time; a signature of another length or not hex is simply wrong. */
function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(given.toLowerCase(), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyCheckoutSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return sameHex(checkoutSignature(orderId, paymentId, keySecret), signature);
}

export function webhookSignature(rawBody: string | Buffer, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function verifyWebhookSignature(rawBody: string | Buffer, signature: string, webhookSecret: string) {
  return sameHex(webhookSignature(rawBody, webhookSecret), signature);
}
