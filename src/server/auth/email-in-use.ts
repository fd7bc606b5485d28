import { eq } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { emailInUseCode, profileMessages } from "../../contract/profile.ts";
import type { Db } from "../db/client.ts";
import { user } from "./tables.ts";

// Two accounts may ask to move to the same new address: both confirmation links go to that one
// mailbox, and whichever is opened second finds the address taken. That link, or a sign-up that
// raced another for the same address, is answered with the reason instead of a failed statement.

/** Thrown from Better Auth's user update when another account already holds the new address. */
export class EmailInUseError extends Error {
  constructor() {
    super(profileMessages.emailInUse);
    this.name = "EmailInUseError";
  }
}

/**
 * Before Better Auth writes a new address: refused when another account holds it, so the common
 * case never reaches the database as a failed statement (which PostgreSQL logs with the value).
 * `selfId` is the signed-in account, when there is one: its own address is not "another account's".
 */
export async function refuseTakenEmail(db: Db, email: unknown, selfId: string | undefined) {
  if (typeof email !== "string") return;
  const [holder] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  if (holder && holder.id !== selfId) throw new EmailInUseError();
}

/** Our refusal, or the unique index catching two confirmations that passed the check at once. */
export function isEmailInUse(error: unknown): boolean {
  if (error instanceof EmailInUseError) return true;
  if (!(error instanceof DrizzleQueryError)) return false;
  const cause = error.cause as { code?: string; constraint?: string } | undefined;
  return cause?.code === "23505" && cause.constraint === "user_email_unique";
}

/** A page to return to that is ours: a path on this site, never another origin. */
function ownPath(callbackURL: string | null): string | null {
  if (!callbackURL?.startsWith("/") || callbackURL.startsWith("//") || callbackURL.startsWith("/\\"))
    return null;
  return callbackURL;
}

/**
 * The answer: a confirmation link opened from a mail goes back to its page with `error` set, as
 * Better Auth does for its own link errors (the profile page shows the reason); a call without a
 * page to return to gets the reason as Better Auth's error body.
 */
export function emailInUseAnswer(request: Request): Response {
  const back =
    request.method === "GET" ? ownPath(new URL(request.url).searchParams.get("callbackURL")) : null;
  if (back) {
    const target = new URL(back, "http://here");
    target.searchParams.set("error", emailInUseCode);
    return new Response(null, {
      status: 302,
      headers: { location: `${target.pathname}${target.search}${target.hash}`, "cache-control": "no-store" },
    });
  }
  return Response.json(
    { code: emailInUseCode, message: profileMessages.emailInUse },
    { status: 409, headers: { "cache-control": "no-store" } },
  );
}
