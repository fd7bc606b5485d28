import { describe, expect, test } from "vitest";
import { sameValues } from "./use-form-draft.ts";

describe("sameValues", () => {
  test("ignores the order of keys, not the values", () => {
    expect(sameValues({ a: "x", b: [1, 2] }, { b: [1, 2], a: "x" })).toBe(true);
    expect(sameValues({ a: "x", b: [1, 2] }, { a: "x", b: [2, 1] })).toBe(false);
    expect(sameValues({ a: true }, { a: true, b: "" })).toBe(false);
  });
});
