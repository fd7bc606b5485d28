import { escapeHtml } from "./escape-html.ts";

/**
 * A host's own words (an invitation's message, a message to guests) as HTML paragraphs: a blank
 * line starts a new paragraph and a single line break stays one, as the host typed them.
 */
export function htmlParagraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== "")
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}
