import { AppError } from "../http/app-error.ts";

// The one way to Razorpay's HTTP API. The base URL is configurable so tests run it against a
// local server that speaks the same API.

export type RazorpayOrder = {
  id: string;
  amount: number;
  currency: string;
  receipt?: string;
  status: string;
};

export type RazorpayClient = {
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder>;
};

export const razorpayApiUrl = "https://api.razorpay.com/v1";

export function createRazorpayClient(opts: {
  keyId: string;
  keySecret: string;
  baseUrl?: string;
  timeoutMs?: number;
}): RazorpayClient {
  const base = (opts.baseUrl ?? razorpayApiUrl).replace(/\/$/, "");
  const authorization = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString("base64")}`;
  return {
    async createOrder(input) {
      let res: Response;
      try {
        res = await fetch(`${base}/orders`, {
          method: "POST",
          headers: { authorization, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch (cause) {
        throw new AppError("internal", `Razorpay could not be reached: ${(cause as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as
        | (RazorpayOrder & { error?: { description?: string } })
        | null;
      if (!res.ok || !body?.id) {
        const why = body?.error?.description ?? `HTTP ${res.status}`;
        throw new AppError("internal", `Razorpay refused the order: ${why}`);
      }
      // An order for another amount than we asked is not ours to take money on.
      if (body.amount !== input.amount || body.currency !== input.currency) {
        throw new AppError("internal", "Razorpay answered with an order for another amount");
      }
      return body;
    },
  };
}
