import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Role } from "./roles.ts";
import { session, user } from "./tables.ts";

// The changes other features make to an account: its owner's profile edits and deletion, the admin
// panel's switches. The account tables belong to auth (npm run lint checks it): every write to them
// is here, in roles.ts or in Better Auth, each a named call, never a feature's own SQL.

/** Splits "Asha Rao Menon" into first "Asha" and last "Rao Menon", as the spec's Google sign-up does. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/** The owner's name and phone number (the first and last name follow the name). */
export async function setAccountDetails(
  db: Db,
  userId: string,
  details: { name: string; phoneNumber: string },
) {
  await db
    .update(user)
    .set({ ...details, ...splitName(details.name) })
    .where(eq(user.id, userId));
}

/** The account's photo: one of our media URLs, or none. */
export async function setAccountImage(db: Db, userId: string, image: string | null) {
  await db.update(user).set({ image }).where(eq(user.id, userId));
}

/**
 * Deletes the account row; its sessions, sign-in methods and preferences go with it (foreign keys).
 * Returns the photo it had, for the caller to delete, or null when there was no account.
 */
export async function deleteAccountRow(db: Db, userId: string): Promise<{ image: string | null } | null> {
  const [row] = await db.delete(user).where(eq(user.id, userId)).returning({ image: user.image });
  return row ?? null;
}

/** Makes an account an admin or takes it back (the last-admin rule is the caller's: roles.ts). */
export async function setAccountRole(db: Db, userId: string, role: Role) {
  await db.update(user).set({ role }).where(eq(user.id, userId));
}

/**
 * Disables or enables an account. A disabled account's sessions end at once: the rows go, and
 * their change notices drop every cached copy (decision 0009).
 */
export async function setAccountDisabled(db: Db, userId: string, disabled: boolean) {
  await db.update(user).set({ banned: disabled }).where(eq(user.id, userId));
  if (disabled) await db.delete(session).where(eq(session.userId, userId));
}
