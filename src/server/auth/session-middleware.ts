import type { Context, MiddlewareHandler, Next } from "hono";
import type { SessionUser } from "../../contract/session.ts";
import type { AppEnv } from "../http/app-env.ts";
import { mayWrite } from "../http/methods.ts";
import type { Auth } from "./auth.ts";
import { isAdmin } from "./roles.ts";
import { type SessionCache, sessionCookieValue } from "./session-cache.ts";

// The routes' refusals live in http (validation-hook.ts asks them too); named here as well.
export { requireAdmin, requireUser } from "../http/require-user.ts";

/** The user of a session as /api/me and the handlers see it. */
function sessionUser(u: Record<string, unknown> & { id: string; email: string; name: string }): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    image: (u.image as string | null | undefined) ?? null,
    emailVerified: Boolean(u.emailVerified),
    isAdmin: isAdmin(u as { role?: string }),
    createdAt: new Date(u.createdAt as string).toISOString(),
    lastLogin: u.lastLogin ? new Date(u.lastLogin as string).toISOString() : null,
  };
}

/**
 * Puts the signed-in user (or null) on the context: from the session cache when this cookie was
 * checked lately, otherwise from Better Auth, which checks the cookie's signature and reads the
 * session. After a request that may have written (signed out, changed a password or profile), the
 * caller's entry is dropped so their next request sees the change.
 */
export function sessionMiddleware(auth: Auth, cache: SessionCache): MiddlewareHandler<AppEnv> {
  const lookUp = async (c: Context<AppEnv>, next: Next, cookie: string) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    const user = session ? sessionUser(session.user) : null;
    if (session && user) cache.set(cookie, user, new Date(session.session.expiresAt));
    return withUser(c, next, cookie, user);
  };
  const withUser = (c: Context<AppEnv>, next: Next, cookie: string | null, user: SessionUser | null) => {
    c.set("user", user);
    // A request that may have written refreshes the caller's entry.
    if (cookie && mayWrite(c.req.method)) return next().finally(() => cache.forgetCookie(cookie));
    return next();
  };
  // Not async: a visitor without a session cookie (most public traffic) and a cookie checked
  // lately cost neither a session lookup nor a promise of this middleware's own.
  return (c, next) => {
    const cookie = sessionCookieValue(c.req.header("cookie"));
    const user = cookie ? cache.get(cookie) : null;
    if (cookie && !user) return lookUp(c, next, cookie);
    return withUser(c, next, cookie, user ?? null);
  };
}
