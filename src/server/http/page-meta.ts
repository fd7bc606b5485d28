import { escapeHtml } from "../mail/templates/escape-html.ts";

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of a preview image, if any. */
  image?: string;
};

/**
 * Puts a page's own <title>, description and Open Graph / Twitter tags into the SPA's
 * index.html, so a link pasted into WhatsApp or a social network shows a real preview.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="EventHub" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`,
        ]
      : []),
  ].join("\n    ");
  const head = `<title>${escapeHtml(meta.title)} · EventHub</title>\n    ${tags}`;
  // A replacer function, not a string: in a replacement string "$&", "$`" and "$'" would splice
  // parts of the page into the head wherever an event's text contains them.
  return indexHtml
    .replace(/<meta name="description"[^>]*>\s*/, () => "")
    .replace(/<title>[^<]*<\/title>/, () => head);
}
