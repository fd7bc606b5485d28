// The one list of every table, handed to drizzle and drizzle-kit (drizzle.config.ts). Each table
// lives with the server folder that owns it, in src/server/<folder>/tables.ts; the owner is read
// from that place (scripts/boundaries/layout.ts).
export * from "../activity/tables.ts";
export * from "../admin/tables.ts";
export * from "../auth/tables.ts";
export * from "../check-in/tables.ts";
export * from "../door/tables.ts";
export * from "../events/tables.ts";
export * from "../feed/tables.ts";
export * from "../gallery/tables.ts";
export * from "../guests/tables.ts";
export * from "../http/tables.ts";
export * from "../idempotency/tables.ts";
export * from "../invitations/tables.ts";
export * from "../messages/tables.ts";
export * from "../parts/tables.ts";
export * from "../payments/tables.ts";
export * from "../people/tables.ts";
export * from "../profile/tables.ts";
export * from "../venues/tables.ts";
