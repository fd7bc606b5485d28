import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, test } from "node:test";
import { allowed } from "./allowed.ts";
import { checkBoundaries } from "./check.ts";
import { sourceFacts } from "./source-facts.ts";
import { append, changed, expectBreak, prepend, root, tree } from "./tree-changes.ts";

// npm run lint runs these after the check itself (node --test, no build, no database): the untouched
// tree passes, the allow-list and the parser, and a break makes npm run lint fail.

test("the tree as it is keeps every rule", () => {
  assert.ok(tree.size > 500, "reads src/");
  assert.deepEqual(checkBoundaries(tree).violations, []);
});

describe("the allow-list and the parser", () => {
  test("an allowed break passes, and an allowance nothing needs fails", () => {
    const sources = changed({
      "src/server/rsvp/service.ts": prepend('import { seatsOf } from "../guests/seating.ts";'),
    });
    const excuse = {
      file: "src/server/rsvp/service.ts",
      subject: "src/server/guests/seating.ts",
      reason: "test",
    };
    const withExcuse = [...allowed, { rule: "service-only" as const, ...excuse }];
    assert.deepEqual(checkBoundaries(sources, withExcuse).violations, []);
    const stale = checkBoundaries(tree, withExcuse).violations;
    assert.equal(stale.length, 1);
    assert.match(stale[0].message, /nothing breaks service-only there any more/);
  });

  test("a file that does not parse fails, with the parser's message", () => {
    expectBreak(
      { "src/web/lib/api-client.ts": append("export const = ;") },
      "parse",
      "src/web/lib/api-client.ts",
    );
  });

  test("reads every kind of import, and none in comments or strings", () => {
    const facts = sourceFacts(
      "src/x.ts",
      `import { a, type B } from "./a.ts";
import type {
  C,
  D,
} from "../b.ts";
import "./side-effect.ts";
export { e } from "./e.ts";
export type { F } from "./f.ts";
export * from "./g.ts";
// import { h } from "./commented-out.ts";
const i = await import("./lazy.tsx");
export const j = "from './not-an-import.ts'";
type K = import("./k.ts").K;
import { type L } from "./l.ts";`,
    );
    assert.deepEqual(
      facts.imports.map((i) => [i.specifier, i.typeOnly]),
      [
        ["./a.ts", false],
        ["../b.ts", true],
        ["./side-effect.ts", false],
        ["./e.ts", false],
        ["./f.ts", true],
        ["./g.ts", false],
        ["./lazy.tsx", false],
        ["./k.ts", true],
        ["./l.ts", true],
      ],
    );
  });
});

test("npm run lint fails on a break in a copy of the files, naming file, line and rule", () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  try {
    // Two web features are enough (the allow-list's and the table owners' files being absent adds
    // problems of their own, which this test does not count).
    for (const feature of ["admin", "payments"]) {
      const dir = `src/web/features/${feature}`;
      fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
    }
    const file = path.join(copy, "src/web/features/admin/admin-keys.ts");
    fs.writeFileSync(
      file,
      `import { paymentKeys } from "../payments/payment-keys.ts";\n${fs.readFileSync(file, "utf8")}`,
    );
    const run = spawnSync(process.execPath, [path.join(root, "scripts/check-boundaries.ts"), copy], {
      encoding: "utf8",
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /^src\/web\/features\/admin\/admin-keys\.ts:1 {2}\[web-features\] /m);
    assert.match(run.stderr, /instead: move what both need to src\/web\/components/);
    assert.match(run.stderr, /Boundaries: \d+ problem\(s\)/);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
