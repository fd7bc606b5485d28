import type { Hook } from "@hono/zod-openapi";
import type { z } from "zod";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

/** A 400 whose `fields` carry the schema's messages (the spec's texts) per field; the first leads. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? "Invalid input";
  return new AppError("validation_failed", first, fields);
}

/** Checks input the route reads itself (multipart forms) exactly as the validated routes are checked. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Bad input to a validated route becomes validationError's 400. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) throw validationError(result.error);
};
