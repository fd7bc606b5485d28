import type { CurrentUser } from "../../contract/session.ts";

/**
 * A signed-up user as a service takes its acting user, for tests that call a service directly
 * (signUp answers the id and e-mail; the rest is what a fresh, verified account has).
 */
export const actorOf = (user: { id: string; email: string }, name = "Host"): CurrentUser => ({
  id: user.id,
  email: user.email,
  name,
  image: null,
  emailVerified: true,
  isAdmin: false,
});
