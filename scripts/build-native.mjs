// Builds the server's one native addon, src/server/native/malloc-trim.c, into dist/native (or the
// folder given), with the system's C compiler. It is optional: where there is no compiler, or no
// glibc (musl, macOS), the build says so in a line and succeeds, and the idle server only keeps
// what malloc freed (src/server/native/malloc-trim.ts, decision record 0034).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.resolve(process.argv[2] ?? path.join(root, "dist/native"));
const source = path.join(root, "src/server/native/malloc-trim.c");
const out = path.join(outDir, "malloc-trim.node");
fs.mkdirSync(outDir, { recursive: true });
const compiler = process.env.CC || "cc";
const built = spawnSync(compiler, ["-O2", "-shared", "-fPIC", "-o", out, source], { encoding: "utf8" });
if (built.status === 0) {
  console.log(`built ${path.relative(root, out)}`);
} else {
  fs.rmSync(out, { force: true });
  const why = built.error ? built.error.message : built.stderr.trim().split("\n")[0];
  console.log(`malloc-trim not built (${why}); the idle server will not hand freed malloc memory back`);
}
