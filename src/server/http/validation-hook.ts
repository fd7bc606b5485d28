import type { Hook } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

/** Bad input becomes a 400 whose `fields` carry the schema's messages (the spec's texts) per field. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (result.success) return;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? "Invalid input";
  throw new AppError("validation_failed", first, fields);
};
