import assert from "node:assert/strict";
import path from "node:path";
import { checkBoundaries } from "./check.ts";
import type { RuleId, Violation } from "./rules.ts";
import { readSourceTree } from "./source-tree.ts";

// Shared by the boundary check's tests (node --test, run by npm run lint): each forbidden change is
// made in a copy of the real src/ tree and must fail with its own rule. A file unchanged between
// copies is not parsed again, so each case costs one file.

export const root = path.join(import.meta.dirname, "../..");
export const tree = readSourceTree(root);

export type Change = Record<string, string | null | ((source: string) => string)>;

/** A copy of the tree with files added, replaced, edited (a function of the old source) or removed (null). */
export function changed(change: Change): Map<string, string> {
  const copy = new Map(tree);
  for (const [file, next] of Object.entries(change)) {
    if (next === null) copy.delete(file);
    else if (typeof next === "function") {
      const old = copy.get(file);
      assert.ok(old !== undefined, `${file} is in the tree`);
      copy.set(file, next(old));
    } else copy.set(file, next);
  }
  return copy;
}

export const append = (lines: string) => (source: string) => `${source}\n${lines}\n`;
export const prepend = (lines: string) => (source: string) => `${lines}\n${source}`;

/** The one problem the change makes: its rule and file. */
export function expectBreak(change: Change, rule: RuleId, file: string, says?: string): Violation {
  const { violations } = checkBoundaries(changed(change));
  assert.equal(
    violations.length,
    1,
    `one problem expected, got:\n${violations.map((v) => `${v.file}:${v.line} [${v.rule}] ${v.message}`).join("\n")}`,
  );
  const [v] = violations;
  assert.equal(v.rule, rule);
  assert.equal(v.file, file);
  if (says) assert.match(v.message, new RegExp(says));
  assert.ok(v.instead.length > 0, "says what to do instead");
  return v;
}

export const expectClean = (change: Change) =>
  assert.deepEqual(checkBoundaries(changed(change)).violations, []);
