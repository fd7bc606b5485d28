import { randomBytes } from "node:crypto";
import {
  type CheckoutOrder,
  type CreateOrder,
  type EventPlan,
  type FailPayment,
  featureRefusal,
  type PackageFeature,
  type PackageId,
  type Payment,
  packageById,
  packageFeatureIds,
  packageIds,
  packageRank,
  paymentMessages,
  planIncludes,
  planName,
  type Receipt,
  type VerifyPayment,
} from "../../contract/payments.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db, Tx } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import { AppError } from "../http/app-error.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import { type AccountExportPart, exportTable } from "../storage/account-export-part.ts";
import { canSeeReceipt } from "./policy.ts";
import type { RazorpayClient } from "./razorpay-client.ts";
import type { PaymentRow } from "./repository.ts";
import * as repo from "./repository.ts";
import { checkoutSignature, verifyCheckoutSignature, verifyWebhookSignature } from "./signatures.ts";
import { payments } from "./tables.ts";

/** Razorpay's keys, or null for test mode (no money moves; a local dialog stands in for Checkout). */
export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
  client: RazorpayClient;
} | null;

export type FreeAllowance = { guests: number; photos: number };

export type PaymentsDeps = {
  db: Db;
  events: EventsService;
  razorpay: RazorpaySettings;
  freeAllowance: FreeAllowance;
  log: Logger;
  /**
   * What other features do once a purchase completes (check-in mails the passes of guests already
   * attending); filled by the composition root, since those features are built on this one. Each
   * runs after the payment is stored; a failure is logged and never undoes the payment.
   */
  afterPurchase?: ((eventId: string) => Promise<void>)[];
};

/**
 * Test mode signs its stand-in payments with this key, so the same verification runs as with
 * Razorpay. It is no secret: test mode takes no money, and a real key is never used for it.
 */
export const testModeKeySecret = "eventhub-test-mode";

function toPayment(row: PaymentRow, eventTitle: string | null): Payment {
  return {
    id: row.id,
    eventId: row.eventId,
    eventTitle,
    packageId: row.packageId,
    packageName: packageById(row.packageId)?.name ?? row.packageId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    orderId: row.orderId,
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A webhook's payment entity, as far as we read it. */
type WebhookPayment = { id?: string; order_id?: string; amount?: number; currency?: string };

export function createPaymentsService({
  db,
  events,
  razorpay,
  freeAllowance,
  log,
  afterPurchase = [],
}: PaymentsDeps) {
  const keySecret = razorpay?.keySecret ?? testModeKeySecret;

  /** Runs the other features' steps for a payment that has just become completed. */
  async function completed(row: PaymentRow | undefined) {
    if (!row?.eventId) return;
    for (const step of afterPurchase) {
      await step(row.eventId).catch((err: unknown) =>
        log.error("a step after a purchase failed", { paymentId: row.id, ...errorForLog(err) }),
      );
    }
  }

  async function titleOf(eventId: string | null): Promise<string | null> {
    if (!eventId) return null;
    return (await events.titles([eventId])).get(eventId) ?? null;
  }

  /**
   * The payment, if it is the actor's own. To the checkout callbacks someone else's payment is "not
   * found", as if it did not exist; the receipt page says it is not theirs (spec §8).
   */
  async function ownPayment(
    actor: CurrentUser | null,
    id: string,
    asked: "callback" | "receipt" = "callback",
  ) {
    if (!actor) throw new AppError("unauthenticated", "You must be logged in");
    const row = await repo.paymentById(db, id);
    const missing = asked === "receipt" ? paymentMessages.receiptNotFound : paymentMessages.notFound;
    if (!row) throw new AppError("not_found", missing);
    if (!canSeeReceipt(actor, row))
      throw asked === "receipt"
        ? new AppError("forbidden", paymentMessages.noReceiptPermission)
        : new AppError("not_found", paymentMessages.notFound);
    return row;
  }

  /** The event's package: its highest completed purchase, or null (the free allowance). */
  async function packageOf(eventId: string, tx: Db | Tx = db): Promise<PackageId | null> {
    let best: PackageId | null = null;
    for (const packageId of await repo.completedPackages(tx, eventId)) {
      const id = packageIds.find((p) => p === packageId) ?? null;
      if (packageRank(id) > packageRank(best)) best = id;
    }
    return best;
  }

  async function limitsOf(eventId: string, tx: Db | Tx = db) {
    const packageId = await packageOf(eventId, tx);
    const pkg = packageId ? packageById(packageId)! : null;
    return {
      packageId,
      planName: planName(packageId),
      guestLimit: pkg ? pkg.guestLimit : freeAllowance.guests,
      photoLimit: pkg ? pkg.photoLimit : freeAllowance.photos,
    };
  }

  /**
   * Refuses (403 with the upgrade message) unless the event's plan includes the feature. The caller
   * has already checked that the actor manages the event.
   */
  async function requireFeature(eventId: string, feature: PackageFeature, tx: Db | Tx = db) {
    if (!planIncludes(await packageOf(eventId, tx), feature))
      throw new AppError("forbidden", featureRefusal(feature));
  }

  return {
    /** Refuses unless the payment is the actor's (asked before a refused body answers 400). */
    async mayComplete(actor: CurrentUser | null, id: string): Promise<void> {
      await ownPayment(actor, id);
    },

    mode: razorpay ? ("razorpay" as const) : ("test" as const),

    /** Creates the provider's order at our price for the package and records a pending payment. */
    async createOrder(actor: CurrentUser | null, input: CreateOrder): Promise<CheckoutOrder> {
      if (!actor) throw new AppError("unauthenticated", "You must be logged in");
      // Paying is the owner's alone: a co-host runs the event but never buys for it (decision 0030).
      const event = await events.owned(actor, input.eventId, paymentMessages.noPermission);
      const pkg = packageById(input.packageId);
      if (!pkg) throw new AppError("validation_failed", "Please choose a package");
      const current = await packageOf(event.id);
      if (packageRank(current) >= packageRank(pkg.id)) {
        throw new AppError("conflict", paymentMessages.alreadyOwned);
      }
      const receipt = `rcpt_${randomBytes(8).toString("hex")}`;
      const order = razorpay
        ? await razorpay.client.createOrder({
            amount: pkg.price,
            currency: "INR",
            receipt,
            notes: { eventId: event.id, packageId: pkg.id, userId: actor.id },
          })
        : { id: `order_test_${randomBytes(7).toString("hex")}`, amount: pkg.price, currency: "INR" };
      const row = await repo.insertPayment(db, {
        userId: actor.id,
        eventId: event.id,
        packageId: pkg.id,
        amount: order.amount,
        currency: order.currency,
        orderId: order.id,
      });
      return {
        paymentId: row.id,
        orderId: order.id,
        amount: row.amount,
        currency: row.currency,
        mode: razorpay ? "razorpay" : "test",
        keyId: razorpay?.keyId ?? null,
        packageName: pkg.name,
        eventTitle: event.title,
        prefill: { name: actor.name, email: actor.email },
      };
    },

    /**
     * Checkout's success: the signature over order_id|payment_id must be ours (constant-time
     * check) before the payment counts; a forged or tampered callback changes nothing.
     */
    async verify(actor: CurrentUser | null, id: string, body: VerifyPayment): Promise<Payment> {
      const row = await ownPayment(actor, id);
      const {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      } = body;
      if (row.orderId !== orderId || !verifyCheckoutSignature(orderId, paymentId, signature, keySecret)) {
        log.info("payment signature refused", { paymentId: id });
        throw new AppError("bad_request", paymentMessages.badSignature);
      }
      const newly = await repo.completeOrder(db, orderId, { paymentId, signature });
      await completed(newly);
      const done = newly ?? row;
      return toPayment(done, await titleOf(done.eventId));
    },

    /** A closed window or a failure Checkout reported: a pending payment becomes failed. */
    async fail(actor: CurrentUser | null, id: string, input: FailPayment) {
      const row = await ownPayment(actor, id);
      const failed = await repo.failPending(db, row.id, null);
      const now = failed ?? row;
      return {
        payment: toPayment(now, await titleOf(now.eventId)),
        message: input.reason === "closed" ? paymentMessages.windowClosed : paymentMessages.failed,
      };
    },

    /**
     * Test mode's stand-in for Razorpay's side of Checkout: a success is signed exactly as Razorpay
     * signs one, and goes through `verify` like a real one.
     */
    async testCheckout(actor: CurrentUser | null, id: string): Promise<VerifyPayment> {
      if (razorpay) throw new AppError("not_found", "Not found");
      const row = await ownPayment(actor, id);
      if (!row.orderId) throw new AppError("not_found", paymentMessages.notFound);
      const paymentId = `pay_test_${randomBytes(7).toString("hex")}`;
      return {
        razorpay_order_id: row.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(row.orderId, paymentId, keySecret),
      };
    },

    /**
     * Razorpay's webhook: the signature over the raw body first (400, nothing changed, when it is
     * wrong); each event id is handled once; a completed payment never goes back.
     */
    async webhook(rawBody: string, signature: string | undefined, deliveryId: string | undefined) {
      const secret = razorpay?.webhookSecret;
      if (!secret) throw new AppError("not_found", "Webhooks are not configured");
      if (!signature || !verifyWebhookSignature(rawBody, signature, secret)) {
        throw new AppError("bad_request", "Invalid webhook signature");
      }
      let body: { event?: string; payload?: { payment?: { entity?: WebhookPayment } } };
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new AppError("bad_request", "Invalid webhook body");
      }
      const entity = body.payload?.payment?.entity;
      let newly: PaymentRow | undefined;
      const result = await db.transaction(async (tx) => {
        if (deliveryId) {
          if (!(await repo.recordDelivery(tx, deliveryId)))
            return { handled: false, reason: "repeated delivery" };
        }
        if (!entity?.order_id || !entity.id) return { handled: false, reason: "no payment in the event" };
        const row = await repo.paymentByOrder(tx, entity.order_id);
        if (!row) return { handled: false, reason: "unknown order" };
        if (body.event === "payment.captured" || body.event === "order.paid") {
          if (entity.amount !== row.amount) {
            log.error("webhook amount differs from the order", { paymentId: row.id });
            return { handled: false, reason: "amount differs" };
          }
          const done = await repo.completeOrder(tx, entity.order_id, {
            paymentId: entity.id,
            signature: row.signature,
          });
          newly = done;
          return { handled: !!done, reason: done ? "completed" : "already completed" };
        }
        if (body.event === "payment.failed") {
          const failed = await repo.failPending(tx, row.id, entity.id);
          return { handled: !!failed, reason: failed ? "failed" : "not pending" };
        }
        return { handled: false, reason: "event not used" };
      });
      // After the commit: the steps read the event's new plan.
      await completed(newly);
      return result;
    },

    /** The actor's payments, newest first (spec §7). */
    async history(actor: CurrentUser | null): Promise<Payment[]> {
      if (!actor) throw new AppError("unauthenticated", "You must be logged in");
      const rows = await repo.paymentsOf(db, actor.id);
      const ids = [...new Set(rows.map((r) => r.eventId).filter((id): id is string => !!id))];
      const titles = ids.length ? await events.titles(ids) : new Map<string, string>();
      return rows.map((r) => toPayment(r, r.eventId ? (titles.get(r.eventId) ?? null) : null));
    },

    /** A completed payment's receipt, for the one who paid. */
    async receipt(actor: CurrentUser | null, id: string): Promise<Receipt> {
      if (!actor) throw new AppError("unauthenticated", "You must be logged in");
      const row = await ownPayment(actor, id, "receipt");
      if (row.status !== "completed") throw new AppError("conflict", paymentMessages.receiptOnlyCompleted);
      return {
        ...toPayment(row, await titleOf(row.eventId)),
        payerName: actor.name,
        payerEmail: actor.email,
        features: packageById(row.packageId)?.features ?? [],
      };
    },

    /** The plan of an event the actor manages, for the dashboard (usage comes with each list). */
    async plan(actor: CurrentUser | null, eventId: string): Promise<Omit<EventPlan, "guests" | "photos">> {
      await events.manageable(actor, eventId, paymentMessages.noPermission);
      const { packageId, guestLimit, photoLimit } = await limitsOf(eventId);
      return {
        eventId,
        packageId,
        packageName: packageId ? packageById(packageId)!.name : "Free",
        guestLimit,
        photoLimit,
        features: packageFeatureIds.filter((f) => planIncludes(packageId, f)),
      };
    },

    /** The user's payments for "Download my data" (the provider's signature stays with us). */
    async exportFor(userId: string): Promise<AccountExportPart> {
      const rows = await repo.paymentsOf(db, userId);
      const table = rows.map(({ signature: _signature, ...r }) => r);
      return { tables: { payments: exportTable(payments, table, { omit: ["signature"] }) }, files: [] };
    },

    /** Completed payments of the user (the host's dashboard). */
    async countFor(userId: string): Promise<number> {
      return repo.completedCountOf(db, userId);
    },

    /** Completed payments on the whole platform and what they brought in (the admin dashboard). */
    async platformFigures(): Promise<{ payments: number; revenuePaise: number }> {
      const row = await repo.completedTotals(db);
      return { payments: row.n, revenuePaise: row.paise };
    },

    /**
     * Before an account is deleted: its payments stay (the law keeps them) without the person:
     * no account, no signature; the provider's order and payment ids remain for the books.
     */
    async anonymiseFor(userId: string): Promise<void> {
      await repo.detachUser(db, userId);
    },

    /** The guests and gallery features ask here before adding: the limits of the event's plan. */
    limitsOf,
    requireFeature,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
