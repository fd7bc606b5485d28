import openapiTS, { astToString } from "openapi-typescript";

/**
 * The TypeScript declarations openapi-typescript generates for an OpenAPI document (`paths`,
 * `components`, `operations`), as a generated client would be typed.
 */
export async function typesFor(document: object): Promise<string> {
  return astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
}
