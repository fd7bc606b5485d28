import type { CurrentUser } from "../../contract/session.ts";

/** What middleware puts on the Hono context for handlers. */
export type AppEnv = {
  Variables: {
    /** The signed-in user, or null for a visitor. */
    user: CurrentUser | null;
    clientIp: string;
  };
};
