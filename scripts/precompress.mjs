// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy of every text asset in dist/web,
// at the highest levels, once at build time. The server sends the copy the browser accepts
// (serveStatic's `precompressed`), so no request pays for compressing a file that never changes.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.resolve(process.argv[2] ?? "dist/web");
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
// Below this a compressed copy saves less than its own headers cost.
const minBytes = 1024;

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(root)) {
  const data = await fs.readFile(file);
  if (data.length < minBytes) continue;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  count++;
  before += data.length;
  after += br.length;
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
