import { matrixAreas } from "./test/access-matrix/areas.ts";
import { describeMatrix } from "./test/access-matrix-setup.ts";

// The access matrix's rows for an event's people: co-hosts and door-staff accounts, their
// invitations, their own places and the hand-over (access-matrix.test.ts checks that the areas
// together cover every route).
describeMatrix(matrixAreas.people);
