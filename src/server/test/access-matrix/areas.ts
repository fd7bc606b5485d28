import type { MatrixArea } from "../access-matrix-setup.ts";
import { accountRows } from "./accounts.ts";
import { checkInRows } from "./check-in.ts";
import { coreRows } from "./core.ts";
import { doorRows } from "./door.ts";
import { galleryFeedRows } from "./gallery-feed.ts";
import { guestRows } from "./guests.ts";
import { invitationRows } from "./invitations.ts";
import { messageRows } from "./messages.ts";
import { partInvitationRows } from "./part-invitations.ts";
import { partRows } from "./parts.ts";
import { paymentRows } from "./payments.ts";
import { peopleRows } from "./people.ts";

/**
 * Every area of the access matrix, by name (each a describe block of access-matrix.test.ts, which
 * runs them on one world and checks that together they hold one row for each API route).
 */
export const matrixAreas = {
  core: coreRows,
  guests: guestRows,
  accounts: accountRows,
  invitations: invitationRows,
  "gallery-feed": galleryFeedRows,
  messages: messageRows,
  payments: paymentRows,
  "check-in": checkInRows,
  door: doorRows,
  people: peopleRows,
  parts: partRows,
  "part-invitations": partInvitationRows,
} satisfies Record<string, MatrixArea>;
