import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

// The shipped templates' art is drawn as SVG (assets/templates/*.svg, decorative, no wording: the
// event's own text is set over it live) and kept as 1200x1800 JPEGs that the server installs.
// Run after changing an SVG: `npx tsx scripts/render-template-art.ts`.

const folder = path.join(import.meta.dirname, "../assets/templates");

for (const file of (await fs.readdir(folder)).filter((f) => f.endsWith(".svg"))) {
  const svg = await fs.readFile(path.join(folder, file));
  if (/<text[\s>]/.test(svg.toString())) throw new Error(`${file} has text in it; designs carry no wording`);
  const out = path.join(folder, file.replace(/\.svg$/, ".jpg"));
  await sharp(svg, { density: 72 }).resize(1200, 1800).jpeg({ quality: 82, mozjpeg: true }).toFile(out);
  console.log(out);
}
