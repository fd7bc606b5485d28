import { matrixAreas } from "./test/access-matrix/areas.ts";
import { describeMatrix } from "./test/access-matrix-setup.ts";

// The access matrix's rows for an event's gallery and feed
// (access-matrix.test.ts checks that the areas together cover every route).
describeMatrix(matrixAreas["gallery-feed"]);
