import { useQueryClient } from "@tanstack/react-query";
import { type SnackbarKey, useSnackbar } from "notistack";
import { useRef, useState } from "react";
import {
  type CheckoutOrder,
  type PackageId,
  paymentMessages,
  type VerifyPayment,
} from "../../../contract/payments.ts";
import { ApiError, api, unwrap } from "../../lib/api-client.ts";
import { planKeys } from "../../lib/use-event-plan.ts";
import { paymentKeys } from "./payment-keys.ts";
import { type CheckoutOutcome, openRazorpay } from "./razorpay-checkout.ts";

/**
 * Buying a package: the server creates the order; Razorpay Checkout (or, without keys, the local
 * test-mode dialog) takes the payment; the server verifies the signature before anything counts.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // The failures said so far: a success takes them away, so the screen says one thing (issue 34:
  // "Payment failed" stood beside "Payment completed successfully!").
  const problems = useRef<SnackbarKey[]>([]);
  const problem = (message: string, variant: "error" | "warning") => {
    problems.current.push(enqueueSnackbar(message, { variant }));
  };
  const [busy, setBusy] = useState<PackageId | null>(null);
  /** The order the test-mode dialog is showing, and how to hand back its outcome. */
  const [testOrder, setTestOrder] = useState<{
    order: CheckoutOrder;
    done: (o: CheckoutOutcome) => void;
  } | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      queryClient.invalidateQueries({ queryKey: planKeys.all }),
    ]);

  /** Whether the package was bought. */
  async function settle(order: CheckoutOrder, outcome: CheckoutOutcome): Promise<boolean> {
    if (outcome.kind === "success") {
      await unwrap(
        api.POST("/payments/{id}/verify", {
          params: { path: { id: order.paymentId } },
          body: outcome.response,
        }),
      );
      for (const key of problems.current) closeSnackbar(key);
      problems.current = [];
      enqueueSnackbar(paymentMessages.completed, { variant: "success" });
      return true;
    }
    const reason = outcome.kind === "closed" ? "closed" : "failed";
    const { message } = await unwrap(
      api.POST("/payments/{id}/fail", {
        params: { path: { id: order.paymentId } },
        body: { reason, description: outcome.kind === "failed" ? outcome.description : undefined },
      }),
    );
    problem(message, outcome.kind === "closed" ? "warning" : "error");
    return false;
  }

  /** Buys the package; `onPaid` runs once it is bought (after the lists are fresh). */
  async function buy(packageId: PackageId, eventId: string | null, onPaid?: () => void) {
    if (!eventId) {
      problem(paymentMessages.needEvent, "error");
      return;
    }
    let paid = false;
    setBusy(packageId);
    let order: CheckoutOrder | null = null;
    try {
      order = await unwrap(api.POST("/payments/orders", { body: { packageId, eventId } }));
      const current = order;
      const outcome =
        order.mode === "razorpay"
          ? await openRazorpay(order).catch(() => {
              problem(paymentMessages.scriptLoadFailed, "error");
              return { kind: "failed" as const, description: "checkout script did not load" };
            })
          : await new Promise<CheckoutOutcome>((done) => setTestOrder({ order: current, done }));
      setTestOrder(null);
      paid = await settle(order, outcome);
    } catch (error) {
      const message =
        error instanceof ApiError && error.code !== "internal" && error.code !== "network"
          ? error.message
          : paymentMessages.processFailed;
      problem(message, "error");
    } finally {
      setBusy(null);
      setTestOrder(null);
      await refresh();
    }
    if (paid) onPaid?.();
  }

  /** Test mode: the server signs a success exactly as Razorpay would; failure and closing sign nothing. */
  async function answerTest(outcome: "success" | "failed" | "closed") {
    if (!testOrder) return;
    const { order, done } = testOrder;
    if (outcome === "success") {
      // A refusal of the signing itself ends the checkout as a failure, with its message.
      try {
        const response: VerifyPayment = await unwrap(
          api.POST("/payments/{id}/test-checkout", { params: { path: { id: order.paymentId } } }),
        );
        done({ kind: "success", response });
      } catch (error) {
        done({
          kind: "failed",
          description: error instanceof Error ? error.message : paymentMessages.failed,
        });
      }
    } else if (outcome === "failed") {
      done({ kind: "failed", description: "Test mode: the payment was declined" });
    } else {
      done({ kind: "closed" });
    }
  }

  return { buy, busy, testOrder: testOrder?.order ?? null, answerTest };
}
