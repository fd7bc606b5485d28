import { createAuthClient } from "better-auth/react";

/** Better Auth's browser client; sign-in, sign-up, sign-out and password reset go through it. */
export const authClient = createAuthClient({ basePath: "/api/auth" });
