/** One header of a raw .eml, with folded lines unfolded (long headers wrap onto indented lines). */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r\n\r\n/)[0].replace(/\r\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1];
}
