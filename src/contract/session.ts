import { z } from "zod";

/** The signed-in user as the server sees it; the client never decides roles itself. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** /api/me's user: the acting user plus what only the account's own screens use. */
export const sessionUserSchema = currentUserSchema.extend({
  createdAt: z.string(),
  /**
   * When the account last signed in. Sign-up sets it to createdAt (as spec §3 has it), so a later
   * value means the owner has signed in again since registering: the dashboard says 'Welcome back'.
   */
  lastLogin: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;
