import { z } from "zod";
import { recordTimes } from "./record-times.ts";

// Packages and payments (spec §2.13, §3 Payment and Package, §4 Payment, §8, §9). Prices are in
// paise; the server takes the amount of an order from this list, never from the client.

export const paymentMessages = {
  needEvent: "You need to create an event before purchasing a package",
  failed: "Payment failed. Please try again.",
  processFailed: "Failed to process payment. Please try again later.",
  windowClosed: "Payment window was closed",
  completed: "Payment completed successfully!",
  loadHistoryFailed: "Failed to load payment history",
  loadDetailsFailed: "Failed to load payment details",
  notFound: "Payment not found",
  receiptNotFound: "Receipt not found",
  noReceiptPermission: "You do not have permission to view this receipt",
  receiptOnlyCompleted: "A receipt is available once the payment is completed.",
  scriptLoadFailed: "Failed to load the payment window. Check your connection and try again.",
  badSignature: "The payment could not be verified.",
  noPermission: "You can buy a package only for an event you created",
  alreadyOwned: "This event already has this package or a larger one.",
  missingParameters: "Missing required parameters",
} as const;

export const packageIds = ["basic", "premium", "deluxe"] as const;
export type PackageId = (typeof packageIds)[number];

export type PackageInfo = {
  id: PackageId;
  name: string;
  description: string;
  /** Paise. */
  price: number;
  features: string[];
  /** null: unlimited. */
  guestLimit: number | null;
  photoLimit: number | null;
};

export const packages: readonly PackageInfo[] = [
  {
    id: "basic",
    name: "Basic",
    description: "For small gatherings",
    price: 499_00,
    features: ["Up to 50 guests", "Gallery of 20 photos", "Email invitations", "RSVP management"],
    guestLimit: 50,
    photoLimit: 20,
  },
  {
    id: "premium",
    name: "Premium",
    description: "For weddings, parties and corporate events",
    price: 999_00,
    features: [
      "Up to 150 guests",
      "Gallery of 100 photos",
      "Custom email and WhatsApp invitations",
      "Guest categories",
      "Check-in tool",
      "Basic analytics",
    ],
    guestLimit: 150,
    photoLimit: 100,
  },
  {
    id: "deluxe",
    name: "Deluxe",
    description: "For the biggest celebrations",
    price: 1999_00,
    features: [
      "Unlimited guests and photos",
      "Premium custom-design invitations",
      "VIP guest management",
      "Advanced analytics",
      "Custom event website",
      "Priority support",
    ],
    guestLimit: null,
    photoLimit: null,
  },
];

/**
 * The spec's package features every event has without buying anything: e-mail and WhatsApp
 * invitations (the template's or its own banner's design), RSVP management, guest categories and the
 * event's public page. The package cards leave them out and say once that they are free (issue 34:
 * the cards sold what the free plan already gives).
 */
export const freePlanFeatures: ReadonlySet<string> = new Set([
  "Email invitations",
  "RSVP management",
  "Custom email and WhatsApp invitations",
  "Guest categories",
  "Premium custom-design invitations",
  "Custom event website",
]);

/**
 * What a package adds to the free plan, in the spec's words. Given the free allowance (it is set per
 * installation), a guest or photo limit no larger than the free one is left out too.
 */
export function paidFeatures(pkg: PackageInfo, free?: { guests: number | null; photos: number | null }) {
  const notMore = (limit: number | null, freeLimit: number | null | undefined) =>
    freeLimit === null || (limit !== null && freeLimit !== undefined && limit <= freeLimit);
  return pkg.features.filter((f) => {
    if (freePlanFeatures.has(f)) return false;
    if (f.startsWith("Up to ") && notMore(pkg.guestLimit, free?.guests)) return false;
    if (f.startsWith("Gallery of ") && notMore(pkg.photoLimit, free?.photos)) return false;
    return true;
  });
}

export function packageById(id: string): PackageInfo | undefined {
  return packages.find((p) => p.id === id);
}

/** Rank of a package (0: free allowance); an event's plan is its highest completed purchase. */
export function packageRank(id: PackageId | null): number {
  return id ? packageIds.indexOf(id) + 1 : 0;
}

/**
 * What each package unlocks beyond its limits (spec §9's feature lists): the server refuses the
 * gated routes without it, the web shows what the screen does and offers the upgrade.
 */
export const packageFeatureIds = ["checkIn", "basicAnalytics", "advancedAnalytics", "vipGuests"] as const;
export type PackageFeature = (typeof packageFeatureIds)[number];

/** The lowest package that includes each feature. */
export const featureMinimumPackage: Record<PackageFeature, PackageId> = {
  checkIn: "premium",
  basicAnalytics: "premium",
  advancedAnalytics: "deluxe",
  vipGuests: "deluxe",
};

/** Whether an event with this plan (null: the free allowance) has the feature. */
export function planIncludes(packageId: PackageId | null, feature: PackageFeature): boolean {
  return packageRank(packageId) >= packageRank(featureMinimumPackage[feature]);
}

export const featureNames: Record<PackageFeature, string> = {
  checkIn: "Check-in tool",
  basicAnalytics: "Basic analytics",
  advancedAnalytics: "Advanced analytics",
  vipGuests: "VIP guest management",
};

/** The refusal of a gated route; the web offers the upgrade beside it (see isFeatureRefusal). */
export const featureRefusal = (feature: PackageFeature) =>
  `${featureNames[feature]} is part of the ${packageById(featureMinimumPackage[feature])!.name} package. Upgrade the event's package to use it.`;
export const isFeatureRefusal = (message: string) =>
  message.endsWith("Upgrade the event's package to use it.");

export const paymentStatuses = ["pending", "completed", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The client names only the package and the event: the amount comes from `packages`. */
export const createOrderSchema = z.object({
  packageId: z.enum(packageIds, { error: "Please choose a package" }),
  eventId: z.uuid({ error: paymentMessages.needEvent }),
});
export type CreateOrder = z.infer<typeof createOrderSchema>;

/** What the browser needs to open checkout: never a secret. */
export const checkoutOrderSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** 'razorpay': open Razorpay Checkout with keyId; 'test': the local test-mode dialog. */
  mode: z.enum(["razorpay", "test"]),
  keyId: z.string().nullable(),
  packageName: z.string(),
  eventTitle: z.string(),
  prefill: z.object({ name: z.string(), email: z.string() }),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** Razorpay Checkout's success handler hands these three back. */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1, paymentMessages.missingParameters).max(100),
  razorpay_payment_id: z.string().min(1, paymentMessages.missingParameters).max(100),
  razorpay_signature: z.string().min(1, paymentMessages.missingParameters).max(200),
});
export type VerifyPayment = z.infer<typeof verifyPaymentSchema>;

export const failPaymentSchema = z.object({
  reason: z.enum(["closed", "failed"]),
  description: z.string().max(500).optional(),
});
export type FailPayment = z.infer<typeof failPaymentSchema>;

/** Test mode only: the local dialog's outcome, signed by the server as Razorpay would. */

export const paymentSchema = z.object({
  id: z.string(),
  eventId: z.string().nullable(),
  eventTitle: z.string().nullable(),
  packageId: z.string(),
  packageName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  orderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  ...recordTimes,
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListSchema = z.object({ payments: z.array(paymentSchema) });

export const receiptSchema = paymentSchema.extend({
  payerName: z.string(),
  payerEmail: z.string(),
  features: z.array(z.string()),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** An event's plan and what it uses, for '42 of 50 guests' and the upgrade link. */
export const eventPlanSchema = z.object({
  eventId: z.string(),
  packageId: z.enum(packageIds).nullable(),
  packageName: z.string(),
  guestLimit: z.number().int().nullable(),
  photoLimit: z.number().int().nullable(),
  /** The package features this event has (packageFeatureIds). */
  features: z.array(z.enum(packageFeatureIds)),
  guests: z.number().int(),
  photos: z.number().int(),
});
export type EventPlan = z.infer<typeof eventPlanSchema>;

/** The refusal at a limit: names the limit and offers the upgrade (the web adds the link). */
export const limitMessages = {
  guests: (limit: number, plan: string) =>
    `This event's ${plan} allows ${limit} guests. Upgrade the event's package to add more.`,
  photos: (limit: number, plan: string) =>
    `This event's ${plan} allows ${limit} photos. Upgrade the event's package to add more.`,
  /** To a guest registering on the public page: the host's plan is not theirs to hear about. */
  registrationFull: "Sorry, this event is not taking more registrations.",
  usage: (used: number, limit: number | null, noun: "guests" | "photos") =>
    limit === null ? `${used} ${noun} (unlimited)` : `${used} of ${limit} ${noun}`,
} as const;

/** Whether an error message is a package limit's refusal (the web then offers the upgrade). */
export const isLimitRefusal = (message: string) =>
  message.endsWith("Upgrade the event's package to add more.");

export const freePlanName = "free plan";
export const planName = (packageId: PackageId | null) =>
  packageId ? `${packageById(packageId)!.name} package` : freePlanName;

/**
 * The dashboard address that offers the upgrade for one event; `returnTo` is the locked screen the
 * host came from, where the payments page sends them back once the package is bought (issue 34).
 */
export const upgradePath = (eventId: string, returnTo?: string) => {
  const query = new URLSearchParams({ eventId });
  const back = returnTo ? returnPath(returnTo) : null;
  if (back) query.set("returnTo", back);
  return `/dashboard/payments?${query}`;
};

/**
 * The return-to address when it is a dashboard path of this site, or null: the parameter comes from a
 * link anyone can write, so another site ("//evil.example", "https://…", "/\\evil") or a page outside
 * the dashboard is never followed.
 */
export function returnPath(value: string | null): string | null {
  if (!value?.startsWith("/dashboard") || value.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(value, "https://eventhub.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "https://eventhub.invalid") return null;
  if (url.pathname !== "/dashboard" && !url.pathname.startsWith("/dashboard/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
