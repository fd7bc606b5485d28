import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matrixAreas } from "./test/access-matrix/areas.ts";
import { appRoutes, describeMatrix, MatrixWorld } from "./test/access-matrix-setup.ts";

/**
 * Every API route × every kind of caller, with the status each must get: the rows live by area in
 * test/access-matrix/, and all areas run here on one app and one world (its callers and their
 * event), opened once: an app and a world for each area cost about as much as the area's calls.
 * The list of routes comes from the app itself, so a route added without a row (in any area) fails.
 */
const world = new MatrixWorld();
beforeAll(() => world.open());
afterAll(() => world.close());

describe("access matrix", () => {
  it("has a row for every API route and no row for a route that does not exist", () => {
    // Listing the rows runs none of their calls.
    const rows = Object.values(matrixAreas).flatMap((area) => Object.keys(area(world)));
    // A route in two areas would stand twice here.
    expect(rows.sort(), "the areas' rows against the app's routes").toEqual(appRoutes(world.t));
  });
});

for (const [name, area] of Object.entries(matrixAreas)) {
  describe(name, () => describeMatrix(area, world));
}
