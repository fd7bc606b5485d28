import type { GuestPageOutput } from "../../contract/guest-pages.ts";
import { type PageMeta, withPageMeta } from "../http/page-meta.ts";
import { escapeHtml } from "../mail/templates/escape-html.ts";

export type DocumentParts = {
  meta: PageMeta;
  /** The guest pages' script, by its hashed name in the build. */
  scriptSrc: string | null;
  /** The largest picture above the fold, fetched before the stylesheet is read. */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
  noindex?: boolean;
};

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#1a2a4f" />
    <title>EventHub</title>
    <meta name="description" content="" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<!--head-->
  </head>
  <body>
    <div id="root"><!--body--></div>
  </body>
</html>
`;

/** A whole guest page: head (meta, link preview, preload, the page's CSS, its script) and body. */
export function guestDocument(rendered: GuestPageOutput, parts: DocumentParts): string {
  const head = [
    parts.noindex ? `<meta name="robots" content="noindex" />` : "",
    parts.preloadImage
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(parts.preloadImage.href)}"${
          parts.preloadImage.srcSet ? ` imagesrcset="${escapeHtml(parts.preloadImage.srcSet)}"` : ""
        }${parts.preloadImage.sizes ? ` imagesizes="${escapeHtml(parts.preloadImage.sizes)}"` : ""} />`
      : "",
    // The CSS text comes from Emotion's serializer of our own style objects, never from users'
    // input; "</" is still broken up so nothing can close the element early.
    `<style data-guest-css>${rendered.css.replaceAll("</", "<\\/")}</style>`,
    parts.scriptSrc ? `<script type="module" src="${escapeHtml(parts.scriptSrc)}"></script>` : "",
  ]
    .filter(Boolean)
    .join("\n    ");
  // Replacer functions: "$&" and the like in a page's text must not be read as patterns.
  return withPageMeta(shell, parts.meta)
    .replace("<!--head-->", () => `    ${head}`)
    .replace("<!--body-->", () => rendered.html);
}
