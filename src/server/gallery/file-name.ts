/**
 * An uploaded file's name reduced to letters, digits and dots (spec §5 Gallery), so it is safe in a
 * storage key, a ZIP entry and a Content-Disposition header. Nothing left (or only dots) becomes
 * "file", keeping the extension people recognise when there was one.
 */
export function sanitiseFileName(name: string): string {
  const clean = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9.]/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/^\.+/, "")
    .slice(-120);
  return /[A-Za-z0-9]/.test(clean) ? clean : "file";
}

/** The name with its extension replaced (a HEIC original is kept as JPEG, so it is named so). */
export function withExtension(name: string, ext: string): string {
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem}.${ext}`;
}

/** ZIP entry names must be unique: a second "a.jpg" becomes "a-2.jpg" (hyphen: never a sanitised name). */
export function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; used.has(candidate); n++) candidate = `${stem}-${n}${ext}`;
    used.add(candidate);
    return candidate;
  });
}
