import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matrixAreas } from "./test/access-matrix/areas.ts";
import { appRoutes, MatrixWorld, matrixEnv } from "./test/access-matrix-setup.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

/**
 * Every API route × every kind of caller, with the status each must get: the rows live by area in
 * test/access-matrix/ and each area runs in its own access-matrix-<area>.test.ts. This is the one
 * place that sees them all: the list of routes comes from the app itself, so a route added without
 * a row (in any area) fails here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(matrixEnv);
});
afterAll(() => t.close());

describe("access matrix", () => {
  it("has a row for every API route and no row for a route that does not exist", () => {
    // Listing the rows runs none of their calls: a world that was never opened will do.
    const world = new MatrixWorld();
    const rows = Object.values(matrixAreas).flatMap((area) => Object.keys(area(world)));
    // A route in two areas would stand twice here.
    expect(rows.sort(), "the areas' rows against the app's routes").toEqual(appRoutes(t));
    // A row runs only through its area's test file: each area has one, and each file an area.
    const files = fs
      .readdirSync(import.meta.dirname)
      .map((f) => /^access-matrix-(.+)\.test\.ts$/.exec(f)?.[1])
      .filter((area) => area !== undefined);
    expect(files.sort(), "the access-matrix-<area>.test.ts files against the areas").toEqual(
      Object.keys(matrixAreas).sort(),
    );
  });
});
