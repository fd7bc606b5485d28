import { Hono } from "hono";
import type { Db } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { Auth } from "./auth.ts";
import { withClientIp } from "./client-ip.ts";
import { guardedSignIn } from "./sign-in-guard.ts";

/** Better Auth's endpoints under /api/auth, fed the client address we trust. */
export function authRoutes(auth: Auth, db: Db) {
  const app = new Hono<AppEnv>();
  app.post("/sign-in/email", (c) =>
    guardedSignIn(db, c.get("clientIp"), withClientIp(c.req.raw, c.get("clientIp")), auth.handler),
  );
  app.on(["GET", "POST"], "/*", (c) => auth.handler(withClientIp(c.req.raw, c.get("clientIp"))));
  return app;
}
