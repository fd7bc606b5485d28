import type { CheckoutOrder, VerifyPayment } from "../../../contract/payments.ts";

// Razorpay Checkout in the browser: its script is loaded from Razorpay only when the server says
// keys are set (mode "razorpay"), then opened with the order the server created.

const scriptUrl = "https://checkout.razorpay.com/v1/checkout.js";

type RazorpayInstance = { open(): void; on(event: "payment.failed", cb: (r: unknown) => void): void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

export function loadRazorpay(): Promise<RazorpayConstructor> {
  const w = window as unknown as { Razorpay?: RazorpayConstructor };
  if (w.Razorpay) return Promise.resolve(w.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (w.Razorpay ? resolve(w.Razorpay) : reject(new Error("Razorpay did not load")));
    script.onerror = () => {
      script.remove();
      reject(new Error("Razorpay did not load"));
    };
    document.head.appendChild(script);
  }).catch((error) => {
    // A later try loads it again (the network may be back).
    loading = null;
    throw error;
  });
  return loading;
}

export type CheckoutOutcome =
  | { kind: "success"; response: VerifyPayment }
  | { kind: "failed"; description?: string }
  | { kind: "closed" };

/** Opens Checkout for the order; resolves once with what happened. */
export async function openRazorpay(order: CheckoutOrder): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    let settled = false;
    // Checkout keeps its window open after a declined attempt so the payer can retry: a failure
    // counts only if the window is then closed without a success.
    let failure: string | null = null;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const rzp = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: "EventHub",
      description: `${order.packageName} package for ${order.eventTitle}`,
      order_id: order.orderId,
      prefill: order.prefill,
      theme: { color: "#6a1b9a" },
      handler: (response: VerifyPayment) => settle({ kind: "success", response }),
      modal: {
        ondismiss: () =>
          settle(failure === null ? { kind: "closed" } : { kind: "failed", description: failure }),
      },
    });
    rzp.on("payment.failed", (r) => {
      failure = (r as { error?: { description?: string } }).error?.description ?? "";
    });
    rzp.open();
  });
}
