/**
 * The Content-Disposition of a download named `name`. A name in any script (an event titled in
 * Hindi, a photo's own name) cannot go into a header as it is: Node refuses characters past Latin-1.
 * So the header carries an ASCII name for old clients and the real one (RFC 6266 / 5987) for the rest.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]+/g, "_").replace(/["\\]/g, "_");
  if (ascii === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
