import { defineConfig } from "vitest/config";

// The tests mutation testing runs (stryker.config.mjs), per set: those that reach the mutated code.
const tests = {
  rules: ["src/server/policies.test.ts", "src/server/rsvp/reply-rules.test.ts"],
  database: ["src/server/guests/list-page.test.ts", "src/server/rsvp/rsvp.test.ts"],
};

export default defineConfig({
  test: {
    include: tests[(process.env.MUTATION_SET ?? "rules") as keyof typeof tests],
    environment: "node",
    // Mutants are switched on at run time, so the app's modules can load once per worker.
    isolate: false,
    // Only the migrated template: none of these tests renders a guest page (no SSR build needed).
    globalSetup: ["src/server/test/database-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: "Asia/Kolkata" },
  },
});
