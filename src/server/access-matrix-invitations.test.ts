import { matrixAreas } from "./test/access-matrix/areas.ts";
import { describeMatrix } from "./test/access-matrix-setup.ts";

// The access matrix's rows for invitations and the shared invitation pages
// (access-matrix.test.ts checks that the areas together cover every route).
describeMatrix(matrixAreas.invitations);
