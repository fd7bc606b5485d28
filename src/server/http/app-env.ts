import type { SessionUser } from "../../contract/session.ts";

/** What middleware puts on the Hono context for handlers. */
export type AppEnv = {
  Variables: {
    /** The signed-in user, or null for a visitor. */
    user: SessionUser | null;
    clientIp: string;
    /**
     * A JSON body's bad character, found by the input guard and left for the route's validator to
     * answer after the path's own check (http/validation-hook.ts): whether you may comes first.
     */
    inputRefusal?: Error;
  };
};
