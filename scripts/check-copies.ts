import { createRequire } from "node:module";
import path from "node:path";

// npm run lint, after the boundaries: a budget of copied code in src (issue 32, item 5). jscpd finds
// runs of 6+ lines whose tokens are the same (names and literals included) in TypeScript and TSX,
// from the source alone in seconds. The count may go down, never up: a change that adds a copy
// either makes the one piece of code serve both places, or says here why the copy must stay.
// Usage: node scripts/check-copies.ts [repository root]

/**
 * The clones src holds today (after the clean-up of issue 32), plus a little room: a copy that
 * really has to stay (two tests that set up the same fixture on purpose, say) need not fight the
 * gate, but a copied handler or form is caught. Lower it when a clean-up removes copies.
 */
const budget = 45;

// jscpd's ES module build imports "colors/safe" without its extension, which Node refuses; its
// CommonJS build loads.
const { detectClones } = createRequire(import.meta.url)("jscpd") as typeof import("jscpd");

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const started = performance.now();
// Relative to the root, so that .gitignore applies as git reads it.
process.chdir(root);
const clones = await detectClones({
  path: ["src"],
  format: ["typescript", "tsx"],
  minLines: 6,
  gitignore: true,
  silent: true,
  reporters: ["silent"],
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const where = (f: { sourceId: string; start: { line: number }; end: { line: number } }) =>
  `${f.sourceId}:${f.start.line}-${f.end.line}`;
if (clones.length > budget) {
  for (const c of clones) console.error(`${where(c.duplicationA)} ~ ${where(c.duplicationB)}`);
  console.error(`\nCopies: ${clones.length} clones in src, over the budget of ${budget} (${seconds} s).`);
  console.error("Make one piece of code serve both places; the budget and why: scripts/check-copies.ts.");
  process.exitCode = 1;
} else {
  console.log(`Copies: ${clones.length} clones in src, within the budget of ${budget} (${seconds} s).`);
}
// jscpd leaves a handle open after its answer; without this the lint run would wait on it.
process.exit();
