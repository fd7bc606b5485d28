import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StandInRequest = { method: string; path: string; authorization: string; body: unknown };

/**
 * A local server that speaks Razorpay's Orders API (POST /v1/orders, basic auth key_id:key_secret),
 * for tests of the one client module. It refuses other keys with Razorpay's error shape.
 */
export async function startRazorpayStandIn(keyId: string, keySecret: string) {
  const requests: StandInRequest[] = [];
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : null;
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization ?? "",
        body,
      });
      res.setHeader("content-type", "application/json");
      if (req.headers.authorization !== expected) {
        res.statusCode = 401;
        res.end(
          JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } }),
        );
        return;
      }
      if (req.method === "POST" && req.url === "/v1/orders") {
        res.end(
          JSON.stringify({
            id: `order_${randomBytes(7).toString("hex")}`,
            entity: "order",
            amount: body.amount,
            amount_paid: 0,
            amount_due: body.amount,
            currency: body.currency,
            receipt: body.receipt,
            status: "created",
            attempts: 0,
            notes: body.notes,
            created_at: Math.floor(Date.now() / 1000),
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(
        JSON.stringify({
          error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
