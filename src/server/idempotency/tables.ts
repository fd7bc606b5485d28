import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { user } from "../auth/tables.ts";
import { createdAt, ownedBy, timestamptz } from "../db/columns.ts";

/**
 * The answers to writes sent with an Idempotency-Key, per user and key (docs/decisions/0014). The
 * pair is the natural key: a repeated request finds its row by it, so no surrogate id is needed.
 * `status` is null while the first request with the key is being handled.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: ownedBy("user_id", () => user.id),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    /**
     * SHA-256 of a JSON request's body: the same key sent with other content is refused (422),
     * not answered with the first change's result. Null for multipart bodies (files), which are
     * not read twice; their key is bound to method and path only.
     */
    requestHash: text("request_hash"),
    status: integer("status"),
    body: text("body"),
    createdAt: createdAt(),
    /** When the first request took the key; a claim left behind by a crash is taken over after a while. */
    claimedAt: timestamptz("claimed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
