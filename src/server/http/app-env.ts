import type { SessionUser } from "../../contract/session.ts";

/** What middleware puts on the Hono context for handlers. */
export type AppEnv = {
  Variables: {
    /** The signed-in user, or null for a visitor. */
    user: SessionUser | null;
    clientIp: string;
  };
};
