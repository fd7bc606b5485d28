/** An operation of the API's OpenAPI document, as far as the tests read it. */
export type DocumentedOperation = { responses: Record<string, unknown> };
export type ApiDocument = { paths: Record<string, Record<string, DocumentedOperation>> };

/**
 * The document's operation for a request: the most literal path first (/events/public before
 * /events/{id}); a last parameter may hold slashes (a media key) where nothing else matches.
 */
export function documentedOperation(
  doc: ApiDocument,
  method: string,
  url: string,
): DocumentedOperation | undefined {
  const path = url.replace(/^\/api/, "").split("?")[0];
  const templates = Object.keys(doc.paths).sort(
    (a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0),
  );
  const matches = (template: string, last: string) =>
    new RegExp(`^${template.replace(/\{[^}]+\}$/, last).replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path);
  const template = templates.find((t) => matches(t, "[^/]+")) ?? templates.find((t) => matches(t, ".+"));
  return template ? doc.paths[template][method.toLowerCase()] : undefined;
}
