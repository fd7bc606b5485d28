import { gzipSync } from "node:zlib";

/** What one guest page must show before any script runs, and how to recognise it in the HTML. */
export type Expectation = { label: string; test: (html: string) => boolean };

export type GuestHtml = {
  page: string;
  path: string;
  status: number;
  /** Every expectation found in the HTML as fetched, without running script. */
  contentInHtml: boolean;
  /** The expectations not met, by label. */
  missing: string[];
  /** The document itself, gzipped. */
  htmlKb: number;
  /** The page's `<style data-guest-css>`, gzipped (part of the document, so of htmlKb too). */
  inlineCssKb: number;
  /** Scripts and stylesheets the HTML names (src / href), each gzipped. */
  jsKb: number;
  cssFilesKb: number;
};

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The few entities React writes into text, so a title can be compared as typed. */
function decodeEntities(html: string): string {
  return html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

export const containsText = (text: string): Expectation => ({
  label: JSON.stringify(text),
  test: (html) => decodeEntities(html).includes(text),
});

/** A `<form>` holding a field named "response": the reply form, usable without script. */
export const replyForm: Expectation = {
  label: '<form> with name="response"',
  test: (html) => [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].some((m) => /\bname="response"/.test(m[0])),
};

async function gzippedSize(url: string): Promise<number> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return gzipSync(Buffer.from(await res.arrayBuffer())).length;
}

/**
 * Fetches a guest page as a client without script would (plain HTTP, no JS), checks the expected
 * content is in that first HTML, and weighs it: the inline CSS and the scripts and stylesheets it names.
 */
export async function guestHtml(
  baseUrl: string,
  page: string,
  path: string,
  expect: Expectation[],
): Promise<GuestHtml> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { accept: "text/html" } });
  const html = await res.text();
  const missing = expect.filter((e) => !e.test(html)).map((e) => e.label);
  const inlineCss = [...html.matchAll(/<style\b[^>]*\bdata-guest-css\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join("");
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => attr(m[0], "src"))
    .filter((s): s is string => Boolean(s));
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const preloads = links
    .filter((l) => /\brel="modulepreload"/.test(l))
    .map((l) => attr(l, "href"))
    .filter((s): s is string => Boolean(s));
  const sheets = links
    .filter((l) => /\brel="stylesheet"/.test(l))
    .map((l) => attr(l, "href"))
    .filter((s): s is string => Boolean(s));
  const abs = (u: string) => new URL(u, `${baseUrl}${path}`).href;
  let js = 0;
  for (const s of new Set([...scripts, ...preloads].map(abs))) js += await gzippedSize(s);
  let css = 0;
  for (const s of new Set(sheets.map(abs))) css += await gzippedSize(s);
  return {
    page,
    path,
    status: res.status,
    contentInHtml: res.ok && missing.length === 0,
    missing: res.ok ? missing : [`HTTP ${res.status}`, ...missing],
    htmlKb: kb(gzipSync(html).length),
    inlineCssKb: inlineCss ? kb(gzipSync(inlineCss).length) : 0,
    jsKb: kb(js),
    cssFilesKb: kb(css),
  };
}
