import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { openAPI } from "better-auth/plugins";
import { and, eq, like, sql } from "drizzle-orm";
import { profileMessages } from "../../contract/profile.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { emailChangeMail } from "../mail/templates/email-change.ts";
import { passwordResetMail } from "../mail/templates/password-reset.ts";
import { verifyEmailMail } from "../mail/templates/verify-email.ts";
import { splitName } from "./account-changes.ts";
import { accountRuleHooks } from "./account-rules.ts";
import { authLibraryLogger } from "./auth-log.ts";
import { clientIpHeader } from "./client-ip.ts";
import { refuseTakenEmail } from "./email-in-use.ts";
import { roleForVerifiedAddress } from "./roles.ts";
import type { SessionCache } from "./session-cache.ts";
import { isOwnMediaUrl } from "./user-image.ts";

export type AuthDeps = {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  sessions: SessionCache;
  secret: string;
};

export function createAuth({ config, db, log, mailer, sessions, secret }: AuthDeps) {
  /** A reset link stops working once the password has changed by any route. */
  async function voidResetLinks(userId: string) {
    await db
      .delete(schema.verification)
      .where(
        and(like(schema.verification.identifier, "reset-password:%"), eq(schema.verification.value, userId)),
      );
  }

  return betterAuth({
    appName: "EventHub",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    logger: authLibraryLogger(log, config.logLevel),
    // A failure Better Auth does not expect leaves its handler to our error handler (auth-routes.ts),
    // which logs it redacted; left to Better Auth, it is printed whole, a statement's values and all.
    onAPIError: { throw: true },
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: config.publicHttps,
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    user: {
      // The new address gets a link; the e-mail changes only when it is opened (profile screen).
      changeEmail: { enabled: true },
      additionalFields: {
        phoneNumber: { type: "string", required: false, defaultValue: "", input: false },
        role: { type: "string", required: false, defaultValue: "user", input: false },
        firstName: { type: "string", required: false, defaultValue: "", input: false },
        lastName: { type: "string", required: false, defaultValue: "", input: false },
        // Read by /api/me (the dashboard's greeting); written only by the session hook below.
        lastLogin: { type: "date", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user.email, user.name, url));
      },
      onPasswordReset: async ({ user }) => {
        // The reset also ended the user's sessions; their cached entries go with them at once.
        sessions.forgetUser(user.id);
        await voidResetLinks(user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        // A change of address is sent to the new one while the account still holds the old.
        const [stored] = await db
          .select({ email: schema.user.email })
          .from(schema.user)
          .where(eq(schema.user.id, user.id));
        const changing = stored && stored.email !== user.email.toLowerCase();
        await mailer.send(
          changing
            ? emailChangeMail(user.email, user.name, url)
            : verifyEmailMail(user.email, user.name, url),
        );
      },
      // The one moment an ADMIN_EMAILS address becomes an admin: its owner has just proven it.
      afterEmailVerification: async (user) => {
        if (roleForVerifiedAddress(config, user) === "admin") {
          await db.update(schema.user).set({ role: "admin" }).where(eq(schema.user.id, user.id));
        }
        // The link is opened without the session's cookie: its sessions must see the change now.
        sessions.forgetUser(user.id);
      },
    },
    hooks: accountRuleHooks(voidResetLinks),
    // Describes these endpoints for the API's own OpenAPI document (http/openapi-document.ts). Its
    // reference page would load Scalar from a CDN, which our pages' CSP refuses: /api/docs lists them.
    plugins: [openAPI({ disableDefaultReference: true })],
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: "select_account",
          },
        }
      : {},
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      // The failed-sign-in limit is ours (sign-in-guard.ts); these only stop floods.
      customRules: {
        "/sign-in/email": { window: 60, max: config.authFloodLimit },
        "/sign-up/email": { window: 60, max: config.authFloodLimit },
        "/request-password-reset": { window: 60, max: 5 },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: {
              ...user,
              ...splitName(user.name),
              // A picture from Google's profile is someone else's server: left out (see user-image.ts).
              image: user.image && isOwnMediaUrl(user.image) ? user.image : null,
              // Google vouches for its addresses; an e-mail sign-up starts unverified.
              role: roleForVerifiedAddress(config, user),
            },
          }),
        },
        update: {
          // A confirmation link for an address another account took meanwhile (email-in-use.ts).
          before: async (user, ctx) => {
            await refuseTakenEmail(db, user.email, ctx?.context.session?.user.id);
          },
        },
      },
      session: {
        create: {
          // A disabled account (admin panel) cannot sign in by any route.
          before: async (session) => {
            const [row] = await db
              .select({ banned: schema.user.banned })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (row?.banned) {
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_DISABLED",
                message: profileMessages.accountDisabled,
              });
            }
          },
          after: async (session) => {
            // The sign-up's own session stamps the creation time (spec §3: both set at sign-up);
            // every later sign-in stamps its own time, so lastLogin > createdAt means "signed in again".
            await db
              .update(schema.user)
              .set({
                // The app's clock, like createdAt's (Better Auth stamps it), so a database clock that
                // runs behind cannot make a returning user look new.
                lastLogin: sql`case when ${schema.user.lastLogin} is null then ${schema.user.createdAt} else ${new Date().toISOString()}::timestamptz end`,
              })
              .where(eq(schema.user.id, session.userId));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
