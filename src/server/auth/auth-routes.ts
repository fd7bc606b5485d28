import { Hono } from "hono";
import type { Db } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { Auth } from "./auth.ts";
import { withClientIp } from "./client-ip.ts";
import { emailInUseAnswer, isEmailInUse } from "./email-in-use.ts";
import { type SessionCache, sessionCookieValue } from "./session-cache.ts";
import { guardedSignIn } from "./sign-in-guard.ts";

/**
 * The session list without each session's token: a token is a bearer credential, and the page
 * that lists sessions (or a script running in it) has no business holding the others'.
 */
async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const sessions = (await response.json()) as Record<string, unknown>[];
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json(
    sessions.map(({ token: _token, ...session }) => session),
    { status: response.status, headers },
  );
}

/** Better Auth's endpoints under /api/auth, fed the client address we trust. */
export function authRoutes(auth: Auth, db: Db, sessions: SessionCache) {
  const app = new Hono<AppEnv>();
  // Any write here (sign-out, a new password, revoking sessions, a new name) ends the caller's
  // cached session, so their next request reads what it left behind.
  app.post("/*", async (c, next) => {
    await next();
    const cookie = sessionCookieValue(c.req.header("cookie"));
    if (cookie) sessions.forgetCookie(cookie);
  });
  const handle = async (req: Request, ip: string) => {
    try {
      return await auth.handler(withClientIp(req, ip));
    } catch (error) {
      // Anything else goes on to the app's error handler, which logs it redacted.
      if (isEmailInUse(error)) return emailInUseAnswer(req);
      throw error;
    }
  };
  app.post("/sign-in/email", (c) =>
    guardedSignIn(db, c.get("clientIp"), withClientIp(c.req.raw, c.get("clientIp")), auth.handler),
  );
  app.get("/list-sessions", async (c) => withoutSessionTokens(await handle(c.req.raw, c.get("clientIp"))));
  app.on(["GET", "POST"], "/*", (c) => handle(c.req.raw, c.get("clientIp")));
  return app;
}
