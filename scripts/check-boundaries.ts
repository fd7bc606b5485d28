import path from "node:path";
import { checkBoundaries, formatViolation } from "./boundaries/check.ts";
import { readSourceTree } from "./boundaries/source-tree.ts";

// npm run lint, after Biome: the module boundaries of docs/architecture.md (convention 2) and the
// date rule (convention 7), read from the source in seconds, without a build or a database.
// Usage: node scripts/check-boundaries.ts [repository root]

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const started = performance.now();
const sources = readSourceTree(root);
const { violations } = checkBoundaries(sources);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (violations.length > 0) {
  console.error(violations.map(formatViolation).join("\n"));
  console.error(`\nBoundaries: ${violations.length} problem(s) in ${sources.size} files (${seconds} s).`);
  console.error(
    "The rules: docs/architecture.md, conventions 2 and 7; known exceptions: scripts/boundaries/allowed.ts.",
  );
  process.exitCode = 1;
} else {
  console.log(`Boundaries: ${sources.size} files checked, no problem (${seconds} s).`);
}
