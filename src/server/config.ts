import path from "node:path";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import { readDkimPrivateKey } from "./mail/dkim-key.ts";
import type { DkimKey } from "./mail/mailer.ts";
import type { S3Settings } from "./storage/s3-storage.ts";

/**
 * Which hops in front of us are ours: none, a number of proxies, or their addresses (IPs, CIDR
 * ranges, or proxy-addr's names such as `loopback`). Parsed from TRUST_PROXY; auth/client-ip.ts
 * walks X-Forwarded-For with it.
 */
export type TrustProxy = false | number | string[];

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** Every environment variable the server reads. Parsed once; a bad value stops start-up naming the variable. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // Empty counts as unset, like the other optional addresses.
  PUBLIC_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" }).optional(),
  ),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().default("EventHub <no-reply@eventhub.local>"),
  // DKIM signing: all three or none (README, "Sending mail that arrives").
  DKIM_DOMAIN: optionalString,
  DKIM_SELECTOR: optionalString,
  DKIM_PRIVATE_KEY: optionalString,
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      const value = (v ?? "").trim();
      if (value === "" || value === "false" || value === "0") return false;
      // "true" keeps its old meaning: one reverse proxy in front of the server.
      if (value === "true") return 1;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean);
      try {
        proxyAddr.compile(addresses);
      } catch (err) {
        ctx.addIssue({
          code: "custom",
          message: `${(err as Error).message} (a number of proxies, or their addresses)`,
        });
      }
      return addresses;
    }),
  AUTH_FLOOD_LIMIT: z.coerce.number().int().min(1).default(60),
  RSVP_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  GALLERY_MAX_IMAGE_MB: z.coerce.number().positive().max(200).default(25),
  GALLERY_MAX_VIDEO_MB: z.coerce.number().positive().max(2000).default(100),
  S3_BUCKET: optionalString.pipe(z.string().min(3, "must be at least 3 characters").optional()),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: optionalString.pipe(z.url().optional()),
  /** Payments without Razorpay keys on a public (https) deployment: only when asked for. */
  PAYMENTS_TEST_MODE: booleanFlag,
  FREE_GUEST_LIMIT: z.coerce.number().int().min(0).default(25),
  FREE_PHOTO_LIMIT: z.coerce.number().int().min(0).default(10),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /**
   * How long a guest's reply waits before its confirmation (and the host's notice) is mailed: the
   * changes a guest makes meanwhile go out as one mail with their last answer. Tests make it short.
   */
  REPLY_MAIL_WINDOW_SECONDS: z.coerce.number().int().min(0).max(3600).default(180),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** The address people reach the app at; used in links in mail. Normalised: lower-case scheme and host. */
  publicUrl: string;
  /**
   * PUBLIC_URL is an https address: session cookies are Secure, and with NODE_ENV=production the
   * server is a public deployment (its own auth secret and payments test mode are refused).
   */
  publicHttps: boolean;
  /**
   * The origins whose browser writes (sign-up, sign-in, every API write) are accepted: Better Auth's
   * trusted origins and the same-origin guard both use this one list.
   */
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl?: string;
  authSecret: string;
  adminEmails: string[];
  google?: { clientId: string; clientSecret: string };
  smtpUrl?: string;
  mailFrom: string;
  /** Set when every mail is DKIM-signed: the domain and selector of the TXT record, and the PEM. */
  dkim?: DkimKey;
  /** Which proxies in front of us add X-Forwarded-For entries we believe (auth/client-ip.ts). */
  trustProxy: TrustProxy;
  /** Sign-up and sign-in requests per minute from one address (a flood guard; failed sign-ins have their own limit). */
  authFloodLimit: number;
  /** Replies per minute from one address on the public RSVP endpoints (reads get six times as many). */
  rsvpRateLimit: number;
  /**
   * How long a checked session cookie is trusted without reading the session again (0: never).
   * Changes made through any server of this database end it at once; this is the bound for the rest.
   */
  sessionCacheSeconds: number;
  /** REPLY_MAIL_WINDOW_SECONDS: the wait that folds a guest's quick changes into one mail. */
  replyMailWindowSeconds: number;
  /**
   * How long a signed-in answer (my events, a guest-list page) may be sent again from memory
   * (0: never). Any write ends it at once; this is the bound if a change notice is lost.
   */
  answerCacheSeconds: number;
  /** Largest gallery photo and video, in MB (uploads are refused above, with a message saying so). */
  gallery: { maxImageMb: number; maxVideoMb: number };
  logLevel: "silent" | "error" | "info" | "debug";
  /** Razorpay's keys; without them payments run in test mode (a local checkout, no money moves). */
  razorpay?: { keyId: string; keySecret: string; webhookSecret?: string; apiUrl?: string };
  /** Guests and photos an event holds before any package is bought. */
  freeAllowance: { guests: number; photos: number };
  /** How long requests in flight (and a job being worked) may take to finish once told to stop. */
  shutdownGraceSeconds: number;
  /** Set when uploads go to an S3 bucket instead of DATA_DIR/files. */
  s3?: S3Settings;
};

export class ConfigError extends Error {}

/**
 * An explicit PUBLIC_URL is the one address people use. Without it the server is being tried on
 * this machine, where a browser may spell the loopback address any of three ways: all are trusted,
 * so opening http://127.0.0.1:3000 instead of http://localhost:3000 does not fail at sign-up.
 */
function trustedOriginsFor(publicUrl: URL | undefined, port: number): string[] {
  const loopback = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
  // As a browser writes them: lower case, no default port, no path.
  return publicUrl ? [publicUrl.origin] : loopback.map((url) => new URL(url).origin);
}

const loopbackHosts = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * What start-up should say but not refuse. A production run in payments test mode on a plain-http
 * address that is not this machine is usually a TLS proxy in front (fine) or a public site someone
 * forgot to give https (every package free): worth a line in the log either way.
 */
export function configWarnings(config: Config): string[] {
  const url = new URL(config.publicUrl);
  const warnings: string[] = [];
  if (
    config.env === "production" &&
    !config.razorpay &&
    !config.publicHttps &&
    !loopbackHosts.test(url.hostname)
  ) {
    warnings.push(
      `warning: payments run in test mode (every package free) on ${url.origin}, which is not this machine: if people reach this server at an https address (a TLS proxy in front), set PUBLIC_URL to it; otherwise set the Razorpay keys`,
    );
  }
  return warnings;
}

/** The three DKIM variables: all set (a key that reads), or none. */
function dkimFrom(domain?: string, selector?: string, key?: string): DkimKey | undefined {
  if (!domain && !selector && !key) return undefined;
  if (!domain || !selector || !key) {
    throw new ConfigError(
      "Invalid configuration:\n  DKIM_DOMAIN / DKIM_SELECTOR / DKIM_PRIVATE_KEY: set all three or none",
    );
  }
  try {
    return { domainName: domain.toLowerCase(), keySelector: selector, privateKey: readDkimPrivateKey(key) };
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  DKIM_PRIVATE_KEY: ${(err as Error).message}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // Parsed once: every check below and every user of publicUrl sees the scheme and host in lower
  // case, so HTTPS://Events.Example.com is the public https deployment it is.
  const publicAddress = e.PUBLIC_URL ? new URL(e.PUBLIC_URL) : undefined;
  const publicHttps = publicAddress?.protocol === "https:";
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    throw new ConfigError(
      "Invalid configuration:\n  GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: set both or neither",
    );
  }
  if (e.NODE_ENV === "production" && !e.BETTER_AUTH_SECRET && publicHttps) {
    throw new ConfigError(
      "Invalid configuration:\n  BETTER_AUTH_SECRET: required when PUBLIC_URL is https (a public deployment)",
    );
  }
  if ((e.RAZORPAY_KEY_ID === undefined) !== (e.RAZORPAY_KEY_SECRET === undefined)) {
    throw new ConfigError(
      "Invalid configuration:\n  RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET: set both or neither",
    );
  }
  // Test mode signs its own successes: on a public deployment it would hand out every package for
  // free. There it needs the Razorpay keys, or an explicit PAYMENTS_TEST_MODE=true (a staging site).
  const isPublic = e.NODE_ENV === "production" && publicHttps;
  if (isPublic && !e.RAZORPAY_KEY_ID && !e.PAYMENTS_TEST_MODE) {
    throw new ConfigError(
      "Invalid configuration:\n  RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET: required when PUBLIC_URL is https (a public deployment); set PAYMENTS_TEST_MODE=true to run payments in test mode there",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const dkim = dkimFrom(e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: publicAddress
      ? `${publicAddress.origin}${publicAddress.pathname}`.replace(/\/$/, "")
      : `http://localhost:${e.PORT}`,
    publicHttps,
    trustedOrigins: trustedOriginsFor(publicAddress, e.PORT),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    // Local runs get a stable per-data-dir secret (see auth/secret.ts) when none is configured.
    authSecret: e.BETTER_AUTH_SECRET ?? "",
    adminEmails: e.ADMIN_EMAILS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    dkim,
    trustProxy: e.TRUST_PROXY,
    authFloodLimit: e.AUTH_FLOOD_LIMIT,
    rsvpRateLimit: e.RSVP_RATE_LIMIT,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    replyMailWindowSeconds: e.REPLY_MAIL_WINDOW_SECONDS,
    answerCacheSeconds: e.ANSWER_CACHE_SECONDS,
    gallery: { maxImageMb: e.GALLERY_MAX_IMAGE_MB, maxVideoMb: e.GALLERY_MAX_VIDEO_MB },
    logLevel: e.LOG_LEVEL,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL,
          }
        : undefined,
    freeAllowance: { guests: e.FREE_GUEST_LIMIT, photos: e.FREE_PHOTO_LIMIT },
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // A custom endpoint (MinIO, s3rver, …) nearly always needs path-style addressing.
          forcePathStyle: e.S3_FORCE_PATH_STYLE || !!e.S3_ENDPOINT,
        }
      : undefined,
  };
}
