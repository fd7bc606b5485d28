// The one list of every table, handed to drizzle and drizzle-kit.
export * from "./schema/admin.ts";
export * from "./schema/auth.ts";
export * from "./schema/cancelled-events.ts";
export * from "./schema/check-in.ts";
export * from "./schema/events.ts";
export * from "./schema/feed.ts";
export * from "./schema/gallery.ts";
export * from "./schema/guests.ts";
export * from "./schema/idempotency.ts";
export * from "./schema/invitations.ts";
export * from "./schema/payments.ts";
export * from "./schema/profile.ts";
export * from "./schema/request-budgets.ts";
export * from "./schema/venues.ts";
