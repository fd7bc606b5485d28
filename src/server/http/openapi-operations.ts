import { idempotencyKeyHeader, idempotencyKeyPattern } from "../../contract/idempotency.ts";
import { type ErrorStatus, errorResponseRef } from "./openapi-errors.ts";
import { sessionScheme } from "./openapi-security.ts";

type Requirement = Record<string, string[]>;
export type Operation = {
  operationId?: string;
  security?: Requirement[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, unknown>;
  [key: string]: unknown;
};

const readMethods = new Set(["get", "head", "options"]);

/** `get /events/{id}/guests` → `getEventsByIdGuests`: unique as long as method and path are. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      return param ? `by-${param[1]}` : part;
    })
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method, ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join("");
}

/**
 * The statuses every route earns by what it declares, whatever its handler does: the chain in
 * docs/security.md answers them before the handler runs, or the shared helpers behind it do.
 * - 400: any URL is checked for text PostgreSQL cannot store; parameters and bodies are validated.
 * - 401: a session is required (declared security without an optional `{}` entry).
 * - 403: an admin's route; a write (the same-origin guard refuses another site's); a session's
 *   route about one thing (the thing may be another's, or the caller's role may not allow it).
 * - 404: a path parameter names something that may not exist.
 * - 409 and 422: a signed-in write with an Idempotency-Key still in use, or reused for another change.
 * - 413: a body beyond the route's limit (1 MB of JSON, or the upload's file limit).
 * - 415: a body of another type than the route reads (JSON, or an upload's multipart/form-data).
 */
function derivedStatuses(path: string, method: string, op: Operation): ErrorStatus[] {
  const security = op.security ?? [];
  const mentionsSession = security.some((r) => sessionScheme in r);
  const sessionRequired = mentionsSession && !security.some((r) => Object.keys(r).length === 0);
  const write = !readMethods.has(method);
  const aboutOne = (op.parameters ?? []).some((p) => p.in === "path");
  const admin = path.startsWith("/admin/");
  const body = op.requestBody?.content ?? {};
  const statuses: ErrorStatus[] = [400];
  if (sessionRequired) statuses.push(401);
  if (admin || write || (mentionsSession && aboutOne)) statuses.push(403);
  if (aboutOne) statuses.push(404);
  if (write && mentionsSession) statuses.push(409);
  if (Object.keys(body).length > 0) statuses.push(413);
  if (Object.keys(body).length > 0) statuses.push(415);
  if (write && mentionsSession) statuses.push(422);
  return statuses;
}

const idempotencyKeyParameter = {
  name: idempotencyKeyHeader,
  in: "header",
  required: false,
  description:
    "Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`.",
  schema: { type: "string", pattern: idempotencyKeyPattern.source },
};

/**
 * One of our routes as the document shows it: an operationId, its security (a session unless the
 * route says otherwise), and every error status it answers, each with the error envelope. What a
 * route declares itself is kept.
 */
export function completeOperation(path: string, method: string, op: Operation): Operation {
  const security = op.security ?? [{ [sessionScheme]: [] }];
  const done: Operation = { ...op, operationId: op.operationId ?? operationIdOf(method, path), security };
  const responses: Record<string, unknown> = { ...op.responses };
  for (const status of derivedStatuses(path, method, done)) responses[status] ??= errorResponseRef(status);
  done.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
  if (!readMethods.has(method) && security.some((r) => sessionScheme in r)) {
    done.parameters = [...(op.parameters ?? []), idempotencyKeyParameter];
  }
  return done;
}
