import { matrixAreas } from "./test/access-matrix/areas.ts";
import { describeMatrix } from "./test/access-matrix-setup.ts";

// The access matrix's rows for door links and door mode by link
// (access-matrix.test.ts checks that the areas together cover every route).
describeMatrix(matrixAreas.door);
