import type { BetterAuthOptions } from "better-auth";
import type { Config } from "../config.ts";
import { errorForLog, redactText } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";

type AuthLogLevel = "debug" | "info" | "warn" | "error";

/** Better Auth's levels on ours: its warnings are our info, its chatter ("sign-up attempt for…") our debug. */
const ourLevel = { error: "error", warn: "info", info: "debug", debug: "debug" } as const;

/** Which of Better Auth's messages it formats at all, for each of our levels. */
const theirLevel = { silent: "error", error: "error", info: "warn", debug: "debug" } as const;

/** A value Better Auth passed along with its message, as far as a log may hold it. */
function argForLog(arg: unknown): unknown {
  if (arg instanceof Error) return errorForLog(arg);
  if (typeof arg === "string") return redactText(arg);
  if (typeof arg === "number" || typeof arg === "boolean" || arg == null) return arg;
  // Objects it logs carry request bodies, users or sessions: their shape is no business of a log.
  return `[${typeof arg} left out]`;
}

/**
 * Better Auth's own log lines become ours: one JSON line each, at our level, redacted like every
 * other line (its messages quote e-mail addresses, and a failed statement carries its values).
 */
export function authLibraryLogger(log: Logger, level: Config["logLevel"]): BetterAuthOptions["logger"] {
  return {
    disabled: level === "silent",
    level: theirLevel[level],
    log(lvl: AuthLogLevel, message: string, ...args: unknown[]) {
      const data: Record<string, unknown> = { message: redactText(String(message)) };
      if (args.length > 0) data.details = args.map(argForLog);
      log[ourLevel[lvl]]("auth library", data);
    },
  };
}
