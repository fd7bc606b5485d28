import { expect } from "vitest";
import type { PackageId } from "../../contract/payments.ts";
import type { TestApp } from "./test-app.ts";

/** Buys a package for an event in payment test mode, as the browser does; the payment's id. */
export async function buyPackage(
  t: TestApp,
  cookie: string,
  eventId: string,
  packageId: PackageId = "basic",
): Promise<string> {
  const order = await t.request("/api/payments/orders", { cookie, json: { packageId, eventId } });
  const { paymentId } = (await order.json()) as { paymentId: string };
  const signed = await (
    await t.request(`/api/payments/${paymentId}/test-checkout`, { method: "POST", cookie })
  ).json();
  expect((await t.request(`/api/payments/${paymentId}/verify`, { cookie, json: signed })).status).toBe(200);
  return paymentId;
}
