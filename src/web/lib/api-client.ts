import createClient from "openapi-fetch";
import type { ErrorBody, ErrorCode } from "../../contract/errors.ts";
import type { paths } from "./api-schema.ts";

/** An API error with the server's code, message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network",
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const networkMessage = "Network error. Please check your internet connection and try again.";

/** A request that never got an answer (offline, DNS, reset): the same message wherever it happens. */
export const networkError = () => new ApiError(0, "network", networkMessage);

/**
 * A refusal as the app shows it: the server's envelope gives code, message and fields; anything
 * else (a proxy's HTML page, Better Auth's own `{ code, message }`) falls back to the status text.
 */
export function apiErrorOf(status: number, body: unknown, statusText: string): ApiError {
  const err = (body as ErrorBody | null | undefined)?.error;
  return new ApiError(status, err?.code ?? "internal", err?.message ?? statusText, err?.fields);
}

/**
 * The app's one client for our JSON API, typed by the server's OpenAPI document (api-schema.ts,
 * `npm run api:types`): a renamed route, parameter or field fails `npm run typecheck`. Paths are
 * the document's, under /api. Same-origin cookies carry the session; the server's same-origin
 * guard needs nothing more from a same-origin browser request (no CSRF header).
 */
export const api = createClient<paths>({ baseUrl: "/api", credentials: "same-origin" });

// A failed fetch becomes the app's network error, so snackbars say what they said before.
api.use({ onError: () => networkError() });

/** openapi-fetch's answer: `{ data, response }` when it succeeded, `{ error, response }` when not. */
type Answer = { data?: unknown; error?: unknown; response: Response };
/** The data of the succeeded branch (the only one whose `error` is never). */
type DataOf<A> = Extract<A, { error?: never }> extends { data?: infer D } ? D : never;

/**
 * The answer's data, or its refusal thrown as an ApiError (a 401 included: the caller's query or
 * form decides what a lost session shows). Keeps call sites one expression:
 * `unwrap(api.GET("/events/{id}", { params: { path: { id } } }))`.
 */
export async function unwrap<A extends Answer>(call: Promise<A>): Promise<DataOf<A>> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiErrorOf(response.status, error, response.statusText);
  return data as DataOf<A>;
}

/**
 * An upload's multipart body (the document's `multipart/form-data` fields, files as Blob) as
 * FormData: openapi-fetch would send any other body as JSON. Pass as `bodySerializer`.
 */
export function asForm(body: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (value !== undefined) form.append(name, value);
  return form;
}
