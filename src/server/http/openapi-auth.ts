import { errorBodyRef } from "./openapi-errors.ts";
import { type Operation, operationIdOf } from "./openapi-operations.ts";
import { noSignIn, sessionScheme, signInOptional } from "./openapi-security.ts";

/** What Better Auth's openAPI plugin generates (auth.api.generateOpenAPISchema). */
export type AuthDocument = {
  paths: Record<string, object>;
  components?: { schemas?: Record<string, unknown> };
};

/** Better Auth's endpoints anyone may call: signing up and in, and the links sent by e-mail. */
const publicPaths = new Set([
  "/sign-up/email",
  "/sign-in/email",
  "/sign-in/social",
  "/callback/{id}",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/{token}",
  "/verify-email",
  "/delete-user/callback",
  "/ok",
  "/error",
]);
/** Answer with or without a session (no session: null, or nothing to end). */
const optionalPaths = new Set(["/get-session", "/sign-out", "/send-verification-email"]);

/**
 * Better Auth answers its own errors as `{ code, message }`; the checks in front of it (another
 * site's write, a URL with text that cannot be stored, a body over 1 MB) answer with our envelope.
 */
const authErrorSchema = {
  anyOf: [
    errorBodyRef,
    {
      type: "object",
      properties: { code: { type: "string" }, message: { type: "string" } },
      required: ["message"],
    },
  ],
};

/** OpenAPI 3.0's `nullable: true` (which the plugin writes) as 3.1's `type: [t, "null"]`. */
function as31(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(as31);
  if (!node || typeof node !== "object") return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, as31(v)]));
  if (nullable === true && typeof out.type === "string") out.type = [out.type, "null"];
  // A `$ref` stands alone in these schemas (the plugin adds `type: object` beside it).
  if (typeof out.$ref === "string")
    return { $ref: out.$ref, ...(out.description ? { description: out.description } : {}) };
  return out;
}

/** Better Auth's generic refusals, kept where they can happen here (the same reasoning as openapi-operations.ts). */
const refusals: Record<number, string> = {
  400: "Bad input",
  401: "Not signed in, or (signing in) the wrong e-mail or password",
  403: "Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site",
  404: "No such thing",
  413: "The body is over 1 MB",
  415: "The body is not JSON",
  422: "An account with this e-mail already exists",
  429: "Too many attempts; `Retry-After` says when to try again",
};

function authStatuses(path: string, method: string, op: Operation, sessionRequired: boolean): number[] {
  const statuses = [400];
  if (sessionRequired || path === "/sign-in/email") statuses.push(401);
  if (method !== "get") statuses.push(403);
  if (path.includes("{")) statuses.push(404);
  if (op.requestBody) statuses.push(413, 415);
  // Signing up with an address already taken.
  if (op.responses && "422" in op.responses) statuses.push(422);
  // Better Auth's own limit counts every endpoint; signing in has ours too (auth/sign-in-guard.ts).
  statuses.push(429);
  return statuses;
}

function authOperation(path: string, method: string, op: Operation): Operation {
  const sessionRequired = !publicPaths.has(path) && !optionalPaths.has(path);
  const security = sessionRequired
    ? [{ [sessionScheme]: [] }]
    : publicPaths.has(path)
      ? noSignIn
      : signInOptional;
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    if (/^[23]/.test(status)) responses[status] = as31(response);
  }
  // The OAuth callbacks answer by redirecting.
  if (Object.keys(responses).length === 0) responses["302"] = { description: "Redirects back to the app" };
  for (const status of authStatuses(path, method, op, sessionRequired)) {
    responses[status] = {
      description: refusals[status],
      content: { "application/json": { schema: authErrorSchema } },
    };
  }
  const summary = typeof op.description === "string" ? op.description.split(/\.\s/)[0] : undefined;
  return {
    ...(as31(op) as Operation),
    tags: ["auth"],
    summary: summary ?? `${method.toUpperCase()} /auth${path}`,
    operationId: op.operationId ?? operationIdOf(method, `/auth${path}`),
    security,
    responses,
  };
}

/** Every `$ref` name under `node`. */
function refsIn(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) refsIn(n, into);
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") into.add(v.split("/").pop() ?? "");
      else refsIn(v, into);
    }
  }
  return into;
}

/**
 * Better Auth's endpoints (served under /api/auth) as paths of our document: each with its real
 * security and the error answers it gives, and only the models they refer to.
 */
export function authPaths(doc: AuthDocument) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, ops] of Object.entries(doc.paths)) {
    paths[`/auth${path}`] = Object.fromEntries(
      Object.entries(ops as Record<string, Operation>).map(([method, op]) => [
        method,
        authOperation(path, method, op),
      ]),
    );
  }
  const all = (as31(doc.components?.schemas ?? {}) ?? {}) as Record<string, unknown>;
  const used = refsIn(paths);
  // Models refer to models: follow until nothing new turns up.
  for (let size = -1; size !== used.size; ) {
    size = used.size;
    for (const name of [...used]) refsIn(all[name], used);
  }
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
  return { paths, schemas };
}
