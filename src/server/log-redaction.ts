import { DrizzleQueryError } from "drizzle-orm/errors";

// What a log line may say about a request or an error. Logs travel further than the database
// (log shippers, support tickets), so they never carry a reply token, a personal link or the
// values a statement was run with (guests' names and e-mails).

/** A request path with its secrets replaced: reply tokens, invitation codes, reset tokens, door links. */
export function redactPath(path: string): string {
  // Reply and reset tokens are long runs of letters and digits; record ids (UUIDs: hyphenated
  // runs of at most 12) stay readable.
  // A door link's secret may hold hyphens (base64url), which would cut it into runs too short to
  // look like a token: it is replaced by where it stands.
  return path
    .replace(/\/invite\/[^/?#]+/g, "/invite/:code")
    .replace(/\/door\/[^/?#]+/g, "/door/:secret")
    .replace(/[A-Za-z0-9_]{24,}/g, ":token");
}

/**
 * Free text written by a library (an error's message, a log line): its secrets replaced as in a
 * path, and no e-mail address or statement values. Drizzle's "Failed query: … params: …" lists a
 * statement's values up to the end of its line.
 */
export function redactText(text: string): string {
  return redactPath(text)
    .replace(/\bparams: .*$/gm, "params: :redacted")
    .replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, ":email");
}

/** The parts of an error that are safe to log. A failed statement keeps its SQL, not its values. */
export function errorForLog(err: unknown): Record<string, unknown> {
  if (err instanceof DrizzleQueryError) {
    const cause = err.cause as
      | { code?: string; constraint?: string; table?: string; routine?: string }
      | undefined;
    // The database's own message may quote a value ("invalid input syntax for type uuid: …"): left out.
    return {
      error: "database query failed",
      query: err.query,
      sqlState: cause?.code,
      constraint: cause?.constraint,
      table: cause?.table,
      routine: cause?.routine,
    };
  }
  if (err instanceof Error) return { error: redactText(err.stack ?? `${err.name}: ${err.message}`) };
  return { error: redactText(String(err)) };
}
