// Mutation testing (`npm run test:mutation`, docs/decisions/0016): each small change Stryker makes
// to the rules below must make a test fail. Two sets, run one after the other by
// scripts/mutation-test.mjs and chosen by MUTATION_SET: the pure rules against their unit tests
// (seconds), and the rules that live in SQL against the API tests that reach them (minutes; each
// mutant starts the app on a fresh database copy). Not part of `npm test`.

/** What each set mutates; vitest.mutation.config.ts holds the tests each set runs. */
const sets = {
  rules: [
    // Who may do what.
    "src/server/**/policy.ts",
    // A reply's own rules: +1s, what is kept, what is news.
    "src/server/rsvp/reply-rules.ts",
  ],
  database: [
    // The guest list's pages: offsets, limits, neighbours.
    "src/server/guests/list-page.ts",
    // Seats and the waitlist.
    "src/server/guests/seating.ts",
  ],
};
const set = process.env.MUTATION_SET ?? "rules";
if (!(set in sets)) throw new Error(`MUTATION_SET must be one of ${Object.keys(sets).join(", ")}`);

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: sets[set],
  // Each mutant runs only the tests that reached it.
  coverageAnalysis: "perTest",
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: `reports/mutation/${set}.html` },
  jsonReporter: { fileName: `reports/mutation/${set}.json` },
  // The sandbox copy needs the sources, migrations and package files, not builds or local data.
  ignorePatterns: [
    "dist",
    "data",
    "bench-results",
    "test-results",
    "reports",
    "docs",
    "tests/e2e",
    ".tmp",
    ".scratch",
  ],
  // Stryker rewrites its sandbox's tsconfig through TypeScript's JavaScript API, which TypeScript 7
  // (the native compiler) no longer has. Ours point at nothing outside the sandbox, so there is
  // nothing to rewrite: naming a file that does not exist skips that step.
  tsconfigFile: "tsconfig.none.json",
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
};
