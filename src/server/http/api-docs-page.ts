import { escapeHtml } from "../mail/templates/escape-html.ts";

type Operation = { summary?: string; tags?: string[] };
type OpenApiDoc = { info: { title: string; version: string }; paths?: object };

/** A readable, dependency-free page listing every documented route (no CDN: the app runs offline). */
export function renderApiDocsPage(doc: OpenApiDoc): string {
  const rows = Object.entries(doc.paths ?? {})
    .flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, Operation>).map(
        ([method, op]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.tags?.join(", ") ?? "")}</td><td>${escapeHtml(op.summary ?? "")}</td></tr>`,
      ),
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(doc.info.title)} API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a2a4f}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}code{font-size:.95em}</style></head>
<body><main><h1>${escapeHtml(doc.info.title)} API ${escapeHtml(doc.info.version)}</h1>
<p>The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>; the paths below are under <code>/api</code>. Errors have the shape <code>{ "error": { "code", "message", "fields"? } }</code>, except that the sign-in and account endpoints under <code>/auth</code> (Better Auth) answer their own refusals as <code>{ "code", "message" }</code>. A signed-in call sends the session cookie that signing in sets.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Area</th><th>What it does</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`;
}
