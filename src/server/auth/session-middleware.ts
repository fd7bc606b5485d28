import type { MiddlewareHandler } from "hono";
import type { CurrentUser } from "../../contract/session.ts";
import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";
import type { Auth } from "./auth.ts";
import { isAdmin } from "./roles.ts";

/** Reads the session cookie once per request and puts the user (or null) on the context. */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Visitors without a session cookie (most public traffic) cost no session lookup at all.
    const session = c.req.header("cookie")?.includes("session_token")
      ? await auth.api.getSession({ headers: c.req.raw.headers })
      : null;
    const u = session?.user;
    c.set(
      "user",
      u
        ? {
            id: u.id,
            email: u.email,
            name: u.name,
            image: u.image ?? null,
            emailVerified: u.emailVerified,
            isAdmin: isAdmin(u as { role?: string }),
            createdAt: new Date(u.createdAt).toISOString(),
            lastLogin: u.lastLogin ? new Date(u.lastLogin).toISOString() : null,
          }
        : null,
    );
    await next();
  };
}

export function requireUser(c: { get(key: "user"): CurrentUser | null }): CurrentUser {
  const user = c.get("user");
  if (!user) throw new AppError("unauthenticated", "You must be logged in");
  return user;
}

export function requireAdmin(c: { get(key: "user"): CurrentUser | null }): CurrentUser {
  const user = requireUser(c);
  if (!user.isAdmin) throw new AppError("forbidden", "You do not have permission to do this");
  return user;
}
