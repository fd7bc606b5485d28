import { z } from "@hono/zod-openapi";

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

type FormField = { description: string; file?: boolean; required?: boolean };

/**
 * An upload's multipart/form-data body, for the document only. The route streams it to disk
 * itself (http/multipart.ts); a zod schema here would make @hono/zod-openapi read the whole body
 * into memory to validate it first, so the schema is a plain OpenAPI one, which it leaves alone.
 */
export const multipartBody = (fields: Record<string, FormField>) => ({
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object" as const,
        properties: Object.fromEntries(
          Object.entries(fields).map(([name, f]) => [
            name,
            f.file
              ? { type: "string" as const, format: "binary", description: f.description }
              : { type: "string" as const, description: f.description },
          ]),
        ),
        required: Object.entries(fields)
          .filter(([, f]) => f.required)
          .map(([name]) => name),
      },
    },
  },
});

/** The one-click unsubscribe body mail clients post (RFC 8058); the route needs nothing from it. */
export const oneClickUnsubscribeBody = {
  required: false,
  content: {
    "application/x-www-form-urlencoded": {
      schema: {
        type: "object" as const,
        properties: { "List-Unsubscribe": { type: "string" as const, enum: ["One-Click"] } },
      },
    },
  },
};

/**
 * A JSON body the route reads itself (a post that may come as JSON or multipart, a webhook whose
 * signature covers the raw text): described from its zod schema, not validated before the route.
 */
export const selfReadJson = (schema: z.ZodType) => {
  const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, { io: "input" }) as Record<string, unknown>;
  return { "application/json": { schema: jsonSchema } };
};
