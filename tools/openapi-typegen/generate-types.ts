import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";

/**
 * The TypeScript declarations openapi-typescript generates for an OpenAPI document (`paths`,
 * `components`, `operations`), as a generated client would be typed.
 *
 * A binary field (an upload's file) is a `Blob`, not openapi-typescript's default `string`: the
 * web app's client sends a File there, and a string would not take it.
 */
export async function typesFor(document: object): Promise<string> {
  const blob = ts.factory.createTypeReferenceNode("Blob");
  return astToString(
    await openapiTS(document as Parameters<typeof openapiTS>[0], {
      transform: (schema) => (schema.format === "binary" ? blob : undefined),
    }),
  );
}
