// `npm run test:mutation`: both mutation sets of stryker.config.mjs, then one score over them.
// Reports: reports/mutation/<set>.html (every mutant and the tests that ran on it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const sets = ["rules", "database"];
const started = Date.now();
for (const set of sets) {
  console.log(`\n==> mutation testing: ${set}`);
  const run = spawnSync("npx", ["stryker", "run"], {
    stdio: "inherit",
    env: { ...process.env, MUTATION_SET: set },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

// The score as Stryker counts it: detected (killed or timed out) over valid mutants (detected,
// survived or not reached); mutants marked equivalent in the code ("Stryker disable") are left out.
const tally = { detected: 0, survived: 0, noCoverage: 0, ignored: 0 };
for (const set of sets) {
  const report = JSON.parse(fs.readFileSync(`reports/mutation/${set}.json`, "utf8"));
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const m of mutants) {
      if (m.status === "Killed" || m.status === "Timeout") tally.detected++;
      else if (m.status === "Survived") tally.survived++;
      else if (m.status === "NoCoverage") tally.noCoverage++;
      else if (m.status === "Ignored") tally.ignored++;
      if (m.status === "Survived" || m.status === "NoCoverage") {
        console.log(
          `${m.status}: ${file}:${m.location.start.line} ${m.mutatorName} → ${m.replacement ?? ""}`,
        );
      }
    }
  }
}
const valid = tally.detected + tally.survived + tally.noCoverage;
const score = valid ? ((100 * tally.detected) / valid).toFixed(1) : "n/a";
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `\nMutation score ${score} % (${tally.detected} of ${valid} mutants detected, ${tally.survived} survived, ` +
    `${tally.noCoverage} not reached; ${tally.ignored} marked equivalent) in ${minutes} min`,
);
