import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { append, expectBreak, expectClean, prepend } from "./tree-changes.ts";

// Server features use each other only through their services, and their tables and data modules are their own.

describe("a server feature uses another only through its service", () => {
  test("an import of another feature's internal file fails", () => {
    const v = expectBreak(
      { "src/server/rsvp/service.ts": prepend('import { seatsOf } from "../guests/seating.ts";') },
      "service-only",
      "src/server/rsvp/service.ts",
      "src/server/guests/seating.ts",
    );
    assert.equal(v.line, 1);
  });

  test("a dynamic import counts too", () => {
    expectBreak(
      {
        "src/server/feed/service.ts": append(
          'export const later = () => import("../gallery/zip-download.ts");',
        ),
      },
      "service-only",
      "src/server/feed/service.ts",
    );
  });

  test("another feature's service and its types are allowed", () => {
    expectClean({
      "src/server/rsvp/service.ts": prepend(
        'import { seatsOf as seats } from "../guests/service.ts";\nimport type { GuestRow as Row } from "../guests/guest-row.ts";',
      ),
    });
  });
});

describe("a feature's tables and data modules are its own", () => {
  test("importing a table another feature owns (from the schema barrel) fails", () => {
    expectBreak(
      { "src/server/feed/service.ts": prepend('import { venues as venueRows } from "../db/schema.ts";') },
      "foreign-data",
      "src/server/feed/service.ts",
      "venues .*venues feature",
    );
  });

  test("so does reading it through the schema's namespace", () => {
    expectBreak(
      {
        "src/server/venues/service.ts": prepend(
          'import * as schema from "../db/schema.ts";\nexport const paid = (db: Db) => db.select().from(schema.payments);',
        ),
      },
      "foreign-data",
      "src/server/venues/service.ts",
      "through schema.payments",
    );
  });

  test("so does importing it from the owner's tables.ts", () => {
    const v = expectBreak(
      {
        "src/server/venues/service.ts": prepend('import { payments as paid } from "../payments/tables.ts";'),
      },
      "foreign-data",
      "src/server/venues/service.ts",
      "payments feature's own data module",
    );
    assert.equal(v.subject, "src/server/payments/tables.ts");
  });

  test("importing another feature's repository.ts fails", () => {
    expectBreak(
      {
        "src/server/guests/repository.ts": "export const guestIds = () => [];",
        "src/server/feed/service.ts": prepend('import { guestIds } from "../guests/repository.ts";'),
      },
      "foreign-data",
      "src/server/feed/service.ts",
      "guests feature's own data module",
    );
  });

  test("auth's tables.ts is auth's too: other folders read its tables through the barrel", () => {
    const v = expectBreak(
      { "src/server/venues/service.ts": prepend('import { user as account } from "../auth/tables.ts";') },
      "foreign-data",
      "src/server/venues/service.ts",
      "auth folder's own data module",
    );
    assert.match(v.instead, /src\/server\/db\/schema\.ts/);
  });

  test("importing another feature's data module fails", () => {
    expectBreak(
      { "src/server/dashboard/service.ts": prepend('import * as figures from "../analytics/queries.ts";') },
      "foreign-data",
      "src/server/dashboard/service.ts",
      "analytics feature's own data module",
    );
  });

  test("a table's owner is the folder of its tables.ts, declared nowhere else", () => {
    const tables = append(`import { text } from "drizzle-orm/pg-core";
export const venueNotes = pgTable("venue_notes", { note: text("note") });`);
    expectClean({
      "src/server/venues/tables.ts": tables,
      "src/server/venues/service.ts": append(
        'import { venueNotes } from "./tables.ts";\nexport const note = (db: Db) => db.insert(venueNotes).values({ note: "" });',
      ),
    });
    expectBreak(
      {
        "src/server/venues/tables.ts": tables,
        "src/server/feed/service.ts": prepend('import { venueNotes } from "../db/schema.ts";'),
      },
      "foreign-data",
      "src/server/feed/service.ts",
      "venueNotes .*venues feature",
    );
  });

  test("auth's account tables may be read anywhere in the server", () => {
    expectClean({
      "src/server/venues/service.ts": prepend('import { user as account } from "../db/schema.ts";'),
    });
  });
});
