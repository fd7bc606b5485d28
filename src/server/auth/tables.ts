import { bigint, boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ownedBy, timestamptz, updatedAt } from "../db/columns.ts";

/**
 * Better Auth's tables (user, session, account, verification, rateLimit) with the profile
 * fields of spec §3 carried on the user row. Column names follow Better Auth's field names.
 */
export const user = pgTable("user", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  /** photoURL in the spec. */
  image: text("image"),
  phoneNumber: text("phone_number").notNull().default(""),
  role: text("role", { enum: ["user", "admin"] })
    .notNull()
    .default("user"),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  address: text("address").notNull().default(""),
  city: text("city").notNull().default(""),
  state: text("state").notNull().default(""),
  zipCode: text("zip_code").notNull().default(""),
  lastLogin: timestamptz("last_login"),
  // Named as Better Auth's admin plugin names them; set by the admin panel (src/server/admin).
  /** A disabled account: it cannot sign in and its sessions are ended. */
  banned: boolean("banned").notNull().default(false),
  banReason: text("ban_reason"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: id(),
    expiresAt: timestamptz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: ownedBy("user_id", () => user.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: id(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: ownedBy("user_id", () => user.id),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamptz("access_token_expires_at"),
    refreshTokenExpiresAt: timestamptz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Shared rate-limit counters, so limits hold across several server instances. */
export const rateLimit = pgTable("rate_limit", {
  id: id(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Sign-in attempts counted per key (sign-in-guard.ts): an account from one address, an account
 * from anywhere, one address. `first_at` starts the counting window; `updated_at` is the last
 * attempt counted, which the per-account backoff waits from.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    firstAt: timestamptz("first_at").notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Old rows are swept by first_at, which changes only when a window restarts.
  (t) => [index("sign_in_failures_first_at_idx").on(t.firstAt)],
);
