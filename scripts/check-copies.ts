import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

// npm run lint, after the boundaries: a budget of copied code in src (issue 32, item 5). jscpd finds
// runs of 6+ lines whose tokens are the same (names and literals included) in TypeScript and TSX,
// from the source alone in seconds (6 s of CPU). The count may go down, never up: a change that adds a copy
// either makes the one piece of code serve both places, or says here why the copy must stay.
// Usage: node scripts/check-copies.ts [repository root]

/**
 * The clones src holds after the clean-up of issue 32 (9 once routes, senders, pages and test
 * set-ups each had one copy; 27 before that, 43 before the clean-up), plus a little room: a copy that really
 * has to stay (two tests that set up the same fixture on purpose, say) need not fight the gate,
 * but a copied handler or form is caught. Lower it when a clean-up removes copies.
 */
const budget = 12;

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const started = performance.now();
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "eventhub-copies-"));
// jscpd 4's module runs its command line as soon as it is loaded, so it runs as one, in the root
// (where .gitignore applies as git reads it), writing its JSON report to a temporary folder.
const cli = createRequire(import.meta.url).resolve("jscpd");
const run = spawnSync(
  process.execPath,
  [
    cli,
    "src",
    "--min-lines=6",
    "--format=typescript,tsx",
    "--gitignore",
    "--silent",
    "--reporters=json",
    // Import lists are left out: two modules that import the same five things share no logic, and
    // each new feature's first lines would otherwise count as a copy of its neighbour's.
    "--ignore-pattern=import\\s[^;]*from",
  ].concat([`--output=${reportDir}`]),
  { cwd: root, encoding: "utf8" },
);
if (run.status !== 0) throw new Error(`jscpd failed: ${run.stderr || run.stdout}`);
type Place = { name: string; start: number; end: number };
const report = JSON.parse(fs.readFileSync(path.join(reportDir, "jscpd-report.json"), "utf8")) as {
  duplicates: { firstFile: Place; secondFile: Place }[];
};
fs.rmSync(reportDir, { recursive: true, force: true });
const clones = report.duplicates;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const where = (f: Place) => `${f.name}:${f.start}-${f.end}`;
if (clones.length > budget) {
  for (const c of clones) console.error(`${where(c.firstFile)} ~ ${where(c.secondFile)}`);
  console.error(`\nCopies: ${clones.length} clones in src, over the budget of ${budget} (${seconds} s).`);
  console.error("Make one piece of code serve both places; the budget and why: scripts/check-copies.ts.");
  process.exitCode = 1;
} else {
  console.log(`Copies: ${clones.length} clones in src, within the budget of ${budget} (${seconds} s).`);
}
