import type { z } from "@hono/zod-openapi";

/** An OpenAPI response whose body is JSON of `schema`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A required JSON request body of `schema` (validated; bad input becomes our 400). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});
