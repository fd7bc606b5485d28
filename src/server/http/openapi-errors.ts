import { z } from "@hono/zod-openapi";
import { errorBodySchema } from "../../contract/errors.ts";

/**
 * Every error status the API answers with, as the document's shared responses: each carries the
 * one error envelope (`{ error: { code, message, fields? } }`), so a generated client types the
 * error of every call.
 */
export const errorStatuses = {
  400: {
    name: "BadRequest",
    description: "Bad input; `error.fields` holds the message for each field, which forms show under it",
  },
  401: { name: "Unauthenticated", description: "Not signed in" },
  403: {
    name: "Forbidden",
    description:
      "Not allowed: another's event or a role without this right, an admin's page, a package's limit, or a write from another site",
  },
  404: { name: "NotFound", description: "No such thing, or not one the caller may know of" },
  409: {
    name: "Conflict",
    description:
      "Clashes with the current state (changed meanwhile, already done, or its Idempotency-Key still in use)",
  },
  410: {
    name: "Gone",
    description: "It existed and was removed for good (a cancelled event behind an old link)",
  },
  413: { name: "PayloadTooLarge", description: "The body or file is larger than this route accepts" },
  415: {
    name: "UnsupportedMediaType",
    description: "The body is not of a type this route reads, or the file not of a kind it takes",
  },
  422: { name: "Unprocessable", description: "The Idempotency-Key was already used for another change" },
  429: {
    name: "TooManyRequests",
    description: "Over a budget of requests or of work at once; `Retry-After` may say when to try again",
  },
} as const;

export type ErrorStatus = keyof typeof errorStatuses;

export const errorBodyRef = { $ref: "#/components/schemas/ErrorBody" };

export const errorResponseRef = (status: ErrorStatus) => ({
  $ref: `#/components/responses/${errorStatuses[status].name}`,
});

/**
 * Statuses a route answers beyond those its declaration implies (openapi-operations.ts derives
 * 400, 401, 403, 404, 409, 413, 415 and 422): a cancelled event's 410, a request budget's 429.
 */
export function errorResponses(...statuses: ErrorStatus[]): Record<string, { $ref: string }> {
  return Object.fromEntries(statuses.map((s) => [String(s), errorResponseRef(s)]));
}

/** The shared responses and the envelope's schema, for the document's components. */
export function errorComponents() {
  const { $schema: _, ...envelope } = z.toJSONSchema(errorBodySchema) as Record<string, unknown>;
  const responses = Object.fromEntries(
    Object.values(errorStatuses).map(({ name, description }) => [
      name,
      { description, content: { "application/json": { schema: errorBodyRef } } },
    ]),
  );
  return { schemas: { ErrorBody: envelope }, responses };
}
