import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { authText } from "../../contract/auth.ts";
import { profileMessages } from "../../contract/profile.ts";
import { identityProblem } from "./identity-check.ts";
import { newPasswordProblem } from "./password-policy.ts";
import { isOwnMediaUrl, userImageText } from "./user-image.ts";

/** Which field of which Better Auth endpoint carries a new password. */
const newPasswordFields: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/** Endpoints that take a display name and a profile picture from the client. */
const profileEndpoints = new Set(["/sign-up/email", "/update-user"]);
const maxNameLength = 200;

/** Better Auth checks neither: a null name would reach a NOT NULL column, a huge one every page. */
function nameProblem(name: unknown): string | null {
  if (typeof name !== "string" || name.trim() === "") return authText.nameRequired;
  return name.length > maxNameLength ? `Name must be at most ${maxNameLength} characters` : null;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * An e-mail change needs the current password, or a sign-in of the last few minutes (spec §8:
 * 'Please sign in again before updating your email'): a session left open on a shared computer
 * must not be enough to take the account over through its address.
 */
async function checkRecentSignInOrPassword(ctx: HookContext, password: string) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return; // the endpoint itself answers 401
  const problem = await identityProblem(ctx.context, session.session, password);
  if (problem === "wrongPassword")
    throw new APIError("BAD_REQUEST", { code: "INVALID_PASSWORD", message: profileMessages.wrongPassword });
  if (problem === "signInAgain")
    throw new APIError("FORBIDDEN", { code: "SIGN_IN_AGAIN", message: profileMessages.signInAgain });
}

/**
 * Our rules on Better Auth's account endpoints: new passwords follow the register page's four
 * rules and are not common ones; a profile picture is one of our own images; a password change
 * signs out every other session and, with a reset, voids every outstanding reset link.
 */
export function accountRuleHooks(voidResetLinks: (userId: string) => Promise<void>) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      const body = (ctx.body ?? {}) as Record<string, unknown>;
      if (profileEndpoints.has(ctx.path) && (ctx.path === "/sign-up/email" || "name" in body)) {
        const problem = nameProblem(body.name);
        if (problem) throw new APIError("BAD_REQUEST", { code: "INVALID_NAME", message: problem });
      }
      if (profileEndpoints.has(ctx.path) && body.image != null) {
        if (typeof body.image !== "string" || !isOwnMediaUrl(body.image)) {
          throw new APIError("BAD_REQUEST", { code: "INVALID_IMAGE", message: userImageText });
        }
      }
      if (ctx.path === "/change-email") {
        const { password, ...rest } = body;
        await checkRecentSignInOrPassword(ctx, typeof password === "string" ? password : "");
        return { context: { body: rest } };
      }
      const field = newPasswordFields[ctx.path];
      if (!field) return;
      const password = body[field];
      const problem = typeof password === "string" ? newPasswordProblem(password) : null;
      if (problem) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: problem });
      // Whoever changes a password is signed out everywhere else (a thief's session ends too).
      if (ctx.path === "/change-password")
        return { context: { body: { ...body, revokeOtherSessions: true } } };
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== "/change-password") return;
      const userId = ctx.context.session?.user.id;
      if (userId && !(ctx.context.returned instanceof Error)) await voidResetLinks(userId);
    }),
  };
}
