import { matrixAreas } from "./test/access-matrix/areas.ts";
import { describeMatrix } from "./test/access-matrix-setup.ts";

// The access matrix's rows for the open basics, sign-in, events with their banners and venues, and the media
// (access-matrix.test.ts checks that the areas together cover every route).
describeMatrix(matrixAreas.core);
