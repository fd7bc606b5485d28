import { profileMessages } from "../../contract/profile.ts";
import { AppError } from "../http/app-error.ts";
import type { Auth } from "./auth.ts";

/** A sign-in this recent counts as proof of identity without the password. */
export const freshSignInMs = 5 * 60 * 1000;

export type IdentityProblem = "wrongPassword" | "signInAgain" | null;

/** The parts of Better Auth's context the check reads (the hooks' ctx.context, or auth.$context). */
type AuthInternals = {
  internalAdapter: {
    findAccounts(userId: string): Promise<{ providerId: string; password?: string | null }[]>;
  };
  password: { verify(input: { hash: string; password: string }): Promise<boolean> };
};

/**
 * Whether the one at the keyboard has shown they own the account, for the steps that could take it
 * over or destroy it (an e-mail change, deleting the account): the current password, or a sign-in
 * of the last few minutes. An account without a password (signed up with Google) can only use the
 * fresh sign-in, so a typed password there is not "incorrect": it asks for the sign-in instead.
 */
export async function identityProblem(
  internals: AuthInternals,
  session: { userId: string; createdAt: Date },
  password: string,
): Promise<IdentityProblem> {
  const accounts = await internals.internalAdapter.findAccounts(session.userId);
  const hash = accounts.find((a) => a.providerId === "credential" && a.password)?.password;
  if (password && hash) return (await internals.password.verify({ hash, password })) ? null : "wrongPassword";
  return Date.now() - new Date(session.createdAt).getTime() > freshSignInMs ? "signInAgain" : null;
}

/** The same check for our own routes: reads the request's session and the account's password. */
export function identityCheck(auth: Auth) {
  return async (headers: Headers, password: string): Promise<void> => {
    const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
    if (!session) throw new AppError("unauthenticated", "You must be logged in");
    const problem = await identityProblem(await auth.$context, session.session, password);
    if (problem === "wrongPassword")
      throw new AppError("validation_failed", profileMessages.wrongPassword, {
        password: profileMessages.wrongPassword,
      });
    if (problem === "signInAgain") throw new AppError("forbidden", profileMessages.signInAgain);
  };
}

export type IdentityCheck = ReturnType<typeof identityCheck>;
