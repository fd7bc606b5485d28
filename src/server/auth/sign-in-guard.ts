import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInFailures, user } from "../db/schema.ts";

/** Three failed sign-ins from one address within this window; the 4th attempt is refused. */
const maxFailures = 3;
const windowMinutes = 15;

export const tooManyAttemptsMessage =
  "Too many failed login attempts. Please try again later or reset your password.";

/**
 * Wraps Better Auth's e-mail sign-in: refuses an address after repeated failures, and tells
 * "no such account" from "wrong password" so the login screen can show the spec's two texts
 * (registration already reveals whether an e-mail is taken, so this reveals nothing new).
 */
export async function guardedSignIn(
  db: Db,
  ip: string,
  request: Request,
  handle: (req: Request) => Promise<Response>,
): Promise<Response> {
  const key = `ip:${ip}`;
  const [row] = await db
    .select({ count: signInFailures.count })
    .from(signInFailures)
    .where(
      sql`${signInFailures.key} = ${key} and ${signInFailures.firstAt} > now() - make_interval(mins => ${windowMinutes})`,
    );
  if (row && row.count >= maxFailures) {
    return Response.json({ code: "TOO_MANY_ATTEMPTS", message: tooManyAttemptsMessage }, { status: 429 });
  }

  const body = (await request
    .clone()
    .json()
    .catch(() => ({}))) as { email?: unknown };
  const response = await handle(request);
  if (response.status !== 401) return response;

  await db
    .insert(signInFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: signInFailures.key,
      // A failure after the window has passed starts a new window.
      set: {
        count: sql`case when ${signInFailures.firstAt} > now() - make_interval(mins => ${windowMinutes}) then ${signInFailures.count} + 1 else 1 end`,
        firstAt: sql`case when ${signInFailures.firstAt} > now() - make_interval(mins => ${windowMinutes}) then ${signInFailures.firstAt} else now() end`,
      },
    });

  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  const [existing] = email
    ? await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1)
    : [];
  const answer = existing
    ? { code: "WRONG_PASSWORD", message: "Incorrect password. Please try again." }
    : { code: "USER_NOT_FOUND", message: "No account found with this email. Please register first." };
  return Response.json(answer, { status: 401, headers: { "cache-control": "no-store" } });
}
