import { and, eq, ne } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { user } from "./tables.ts";

export type Role = "admin" | "user";

/** An address listed in ADMIN_EMAILS. Listing alone grants nothing: the address must be proven first. */
export function isAdminEmail(config: Pick<Config, "adminEmails">, email: string): boolean {
  return config.adminEmails.includes(email.trim().toLowerCase());
}

/**
 * The role an account gets when it is created or its address is verified: admin only for a listed
 * address whose owner has proven it (the verification e-mail, or Google's verified address).
 */
export function roleForVerifiedAddress(
  config: Pick<Config, "adminEmails">,
  account: { email: string; emailVerified: boolean },
): Role {
  return account.emailVerified && isAdminEmail(config, account.email) ? "admin" : "user";
}

/** Admin is the stored role and nothing else, so revoking it takes effect at the next request. */
export function isAdmin(account: { role?: string | null }): boolean {
  return account.role === "admin";
}

/** Whether an admin other than this account remains: the last admin is never removed. */
export async function anotherAdminExists(db: Db, accountId: string): Promise<boolean> {
  const others = await db.$count(
    user,
    and(eq(user.role, "admin"), eq(user.banned, false), ne(user.id, accountId)),
  );
  return others > 0;
}

/** Sets an account's role by e-mail (the `npm run admin` command); the last admin keeps theirs. */
export async function setRole(
  db: Db,
  email: string,
  role: Role,
): Promise<"done" | "not_found" | "last_admin"> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!row) return "not_found";
  if (role !== "admin" && !(await anotherAdminExists(db, row.id))) return "last_admin";
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, row.id));
  return "done";
}
