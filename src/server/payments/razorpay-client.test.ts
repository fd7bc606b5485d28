import { afterAll, beforeAll, expect, it } from "vitest";
import { startRazorpayStandIn } from "../test/razorpay-stand-in.ts";
import { createRazorpayClient } from "./razorpay-client.ts";

let standIn: Awaited<ReturnType<typeof startRazorpayStandIn>>;
beforeAll(async () => {
  standIn = await startRazorpayStandIn("rzp_test_a", "secret-a");
});
afterAll(() => standIn.close());

it("creates an order with basic auth and the amount in paise", async () => {
  const client = createRazorpayClient({ keyId: "rzp_test_a", keySecret: "secret-a", baseUrl: standIn.url });
  const order = await client.createOrder({ amount: 49_900, currency: "INR", receipt: "r1", notes: {} });
  expect(order.id).toMatch(/^order_/);
  expect(order.amount).toBe(49_900);
  const sent = standIn.requests.at(-1)!;
  expect(sent.authorization).toBe(`Basic ${Buffer.from("rzp_test_a:secret-a").toString("base64")}`);
});

it("reports Razorpay's refusal of wrong keys, and an unreachable API", async () => {
  const wrong = createRazorpayClient({ keyId: "rzp_test_a", keySecret: "wrong", baseUrl: standIn.url });
  await expect(wrong.createOrder({ amount: 100, currency: "INR", receipt: "r", notes: {} })).rejects.toThrow(
    "Authentication failed",
  );
  const gone = createRazorpayClient({
    keyId: "a",
    keySecret: "b",
    baseUrl: "http://127.0.0.1:9/v1",
    timeoutMs: 2000,
  });
  await expect(gone.createOrder({ amount: 100, currency: "INR", receipt: "r", notes: {} })).rejects.toThrow(
    "could not be reached",
  );
});
