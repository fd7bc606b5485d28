// Draws the app's install icons (public/icons) from the favicon's design in the theme colours:
// navy ground, a white calendar page with a magenta top and a purple dot. Run after changing the
// design; the PNGs are committed, so builds need not run sharp.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../public/icons");
const navy = "#1a2a4f";

/** The calendar page on a square ground; `inset` leaves the margin a maskable icon needs. */
const svg = (size, { rounded, inset }) => {
  const s = size / 64;
  const pad = inset * size;
  const k = (size - 2 * pad) / size;
  const g = (v) => (pad + v * s * k).toFixed(2);
  const d = (v) => (v * s * k).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? 14 * s : 0}" fill="${navy}"/>
  <rect x="${g(14)}" y="${g(18)}" width="${d(36)}" height="${d(32)}" rx="${d(4)}" fill="#fff"/>
  <rect x="${g(14)}" y="${g(18)}" width="${d(36)}" height="${d(9)}" rx="${d(4)}" fill="#d6246e"/>
  <circle cx="${g(32)}" cy="${g(39)}" r="${d(6)}" fill="#7b3fe4"/>
</svg>`;
};

const icons = [
  { file: "icon-192.png", size: 192, rounded: true, inset: 0 },
  { file: "icon-512.png", size: 512, rounded: true, inset: 0 },
  // Launchers cut maskable icons to their own shape: full-bleed ground, the drawing in the safe zone.
  { file: "maskable-512.png", size: 512, rounded: false, inset: 0.1 },
  { file: "apple-touch-icon.png", size: 180, rounded: false, inset: 0.05 },
];
for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.size, icon)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`public/icons/${icon.file}`);
}

// The favicon.ico browsers and crawlers ask for at the root whatever the page names: 16 and 32
// pixel PNGs in an ICO container (PNG inside ICO: every browser since IE 9 and Windows Vista).
const sizes = [16, 32];
const pngs = await Promise.all(
  sizes.map((size) =>
    sharp(Buffer.from(svg(size, { rounded: true, inset: 0 })))
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
);
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1: icon
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry); // width
  header.writeUInt8(size, entry + 1); // height
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(pngs[i].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += pngs[i].length;
});
await fs.writeFile(path.resolve(out, "../favicon.ico"), Buffer.concat([header, ...pngs]));
console.log("public/favicon.ico");
