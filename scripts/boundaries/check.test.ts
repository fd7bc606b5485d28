import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, test } from "node:test";
import { allowed } from "./allowed.ts";
import { checkBoundaries } from "./check.ts";
import type { RuleId, Violation } from "./rules.ts";
import { sourceFacts } from "./source-facts.ts";
import { readSourceTree } from "./source-tree.ts";

// npm run lint runs this after the check itself (node --test, no build, no database). Each forbidden
// change is made in a copy of the real src/ tree and must fail with its own rule; the untouched
// tree must pass. A file unchanged between copies is not parsed again, so each case costs one file.

const root = path.join(import.meta.dirname, "../..");
const tree = readSourceTree(root);

type Change = Record<string, string | null | ((source: string) => string)>;

/** A copy of the tree with files added, replaced, edited (a function of the old source) or removed (null). */
function changed(change: Change): Map<string, string> {
  const copy = new Map(tree);
  for (const [file, next] of Object.entries(change)) {
    if (next === null) copy.delete(file);
    else if (typeof next === "function") {
      const old = copy.get(file);
      assert.ok(old !== undefined, `${file} is in the tree`);
      copy.set(file, next(old));
    } else copy.set(file, next);
  }
  return copy;
}

const append = (lines: string) => (source: string) => `${source}\n${lines}\n`;
const prepend = (lines: string) => (source: string) => `${lines}\n${source}`;

/** The one problem the change makes: its rule and file. */
function expectBreak(change: Change, rule: RuleId, file: string, says?: string): Violation {
  const { violations } = checkBoundaries(changed(change));
  assert.equal(
    violations.length,
    1,
    `one problem expected, got:\n${violations.map((v) => `${v.file}:${v.line} [${v.rule}] ${v.message}`).join("\n")}`,
  );
  const [v] = violations;
  assert.equal(v.rule, rule);
  assert.equal(v.file, file);
  if (says) assert.match(v.message, new RegExp(says));
  assert.ok(v.instead.length > 0, "says what to do instead");
  return v;
}

const expectClean = (change: Change) => assert.deepEqual(checkBoundaries(changed(change)).violations, []);

test("the tree as it is keeps every rule", () => {
  assert.ok(tree.size > 500, "reads src/");
  assert.deepEqual(checkBoundaries(tree).violations, []);
});

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

describe("only a table's owner writes it", () => {
  const writes = (line: string, imports = 'import { session, user } from "../db/schema.ts";') =>
    prepend(`${imports}\nexport const write = (db: Db, id: string) => ${line};`);

  for (const [name, line] of [
    ["drizzle's update", "db.update(user).set({ name: '' })"],
    ["drizzle's insert", "db.insert(session).values([])"],
    ["drizzle's delete", "db.delete(session)"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, as text
    ["raw SQL by name", 'db.execute(sql`delete from "user" where id = ${id}`)'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, as text
    ["raw SQL by table", "db.execute(sql`update ${user} set name = '' where id = ${id}`)"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, as text
    ["raw SQL in upper case", "db.execute(sql`INSERT INTO session (id) VALUES (${id})`)"],
    ["another name for the table", "(() => { const t = user; return db.update(t); })()"],
  ]) {
    test(`the auth tables by src/server/auth only: ${name} from profile fails`, () => {
      expectBreak(
        { "src/server/profile/service.ts": writes(line) },
        "table-writer",
        "src/server/profile/service.ts",
        "owns",
      );
    });
  }

  test("a write through the schema namespace fails too", () => {
    expectBreak(
      {
        "src/server/http/rate-limit.ts": writes(
          "db.delete(schema.verification)",
          'import * as schema from "../db/schema.ts";',
        ),
      },
      "table-writer",
      "src/server/http/rate-limit.ts",
      "verification, which auth owns",
    );
  });

  test("auth writes its own tables, and a sentence or a Map's delete is no write", () => {
    expectClean({
      "src/server/auth/roles.ts": append(
        "export const ban = (db: Db, id: string) => db.update(user).set({ banned: true });",
      ),
      "src/server/profile/service.ts": append(
        'export const note = "Delete from events the guests you no longer invite";\nconst seen = new Map<string, number>();\nseen.delete("user");',
      ),
    });
  });

  test("tests set up their data as they need", () => {
    expectClean({
      "src/server/profile/profile.test.ts": writes("db.update(user).set({ name: '' })"),
    });
  });
});

describe("every table has one owner", () => {
  const notes =
    'import { pgTable, text } from "drizzle-orm/pg-core";\nexport const notes = pgTable("notes", { body: text("body") });';

  test("a table in db/, the shared folder, has no owner and fails", () => {
    expectBreak({ "src/server/db/notes.ts": notes }, "table-owner", "src/server/db/notes.ts", "no owner");
  });

  test("so does a table a feature defines outside its tables.ts", () => {
    const v = expectBreak(
      { "src/server/venues/notes.ts": notes },
      "table-owner",
      "src/server/venues/notes.ts",
    );
    assert.match(v.instead, /src\/server\/<folder>\/tables\.ts/);
  });

  test("a table in a folder's tables.ts needs no declaration", () => {
    expectClean({ "src/server/venues/tables.ts": append(notes.split("\n")[1]) });
  });
});

describe("web features never import each other", () => {
  test("an import between two web features fails", () => {
    expectBreak(
      {
        "src/web/features/admin/admin-keys.ts": prepend(
          'import { paymentKeys } from "../payments/payment-keys.ts";',
        ),
      },
      "web-features",
      "src/web/features/admin/admin-keys.ts",
      "admin web feature imports the payments web feature",
    );
  });

  test("shared code in src/web/lib and src/web/components is allowed", () => {
    expectClean({
      "src/web/features/admin/admin-keys.ts": prepend(
        'import { api as client } from "../../lib/api-client.ts";',
      ),
    });
  });
});

describe("layers", () => {
  test("the web app never imports the server", () => {
    expectBreak(
      { "src/web/lib/api-client.ts": prepend('import type { Config } from "../../server/config.ts";') },
      "web-not-server",
      "src/web/lib/api-client.ts",
    );
  });

  test("the contract imports only the contract", () => {
    expectBreak(
      { "src/contract/events.ts": prepend('import { log } from "../server/logger.ts";') },
      "contract-alone",
      "src/contract/events.ts",
    );
  });
});

describe("imports in src/server never run back up a floor", () => {
  test("events asking for the guests service's type closes a circle (guests uses events)", () => {
    const v = expectBreak(
      {
        "src/server/events/service.ts": prepend(
          'import type { GuestsService as Above } from "../guests/service.ts";',
        ),
      },
      "server-floors",
      "src/server",
      "events, guests",
    );
    assert.match(v.message, /events → guests \(src\/server\/events\/service\.ts:1\)/);
    assert.match(v.message, /guests → events/);
  });

  test("a port the lower floor declares itself is no import", () => {
    expectClean({
      "src/server/events/service.ts": append(
        "export type GuestCounter = { replyCounts(eventIds: string[]): Promise<Map<string, number>> };",
      ),
    });
  });

  test("tests may reach across floors", () => {
    expectClean({
      "src/server/events/events.test.ts": prepend(
        'import type { GuestsService as Above } from "../guests/service.ts";',
      ),
    });
  });
});

describe("dates are formatted only in the date modules", () => {
  for (const [name, line] of [
    ["toLocaleDateString", "new Date(iso).toLocaleDateString('en-US')"],
    ["toLocaleTimeString", "moment.toLocaleTimeString()"],
    ["toLocaleString on a new Date", "new Date(iso).toLocaleString('en-US')"],
    ["toLocaleString on a moment's name", "row.createdAt.toLocaleString()"],
    ["toLocaleString with a date's options", "value.toLocaleString('en-US', { month: 'short' })"],
    ["new Intl.DateTimeFormat", "new Intl.DateTimeFormat('en-US').format(moment)"],
    ["Intl.DateTimeFormat without new", "Intl.DateTimeFormat('en-US').format(moment)"],
  ]) {
    test(`${name} in a web feature fails`, () => {
      const v = expectBreak(
        {
          "src/web/features/payments/payment-keys.ts": append(
            `export const shown = (iso: string, moment: Date, row: { createdAt: Date }, value: Date) => ${line};`,
          ),
        },
        "date-format",
        "src/web/features/payments/payment-keys.ts",
      );
      assert.match(v.instead, /src\/web\/lib\/event-date-format\.ts/);
    });
  }

  test("on the server, the contract's date modules are the place", () => {
    const v = expectBreak(
      {
        "src/server/payments/receipt-pdf.ts": append(
          "export const day = (d: Date) => d.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' });",
        ),
      },
      "date-format",
      "src/server/payments/receipt-pdf.ts",
    );
    assert.match(v.instead, /src\/contract\/event-dates\.ts/);
  });

  test("numbers, the date modules themselves and tests are left alone", () => {
    expectClean({
      "src/web/features/dashboard/dashboard-tiles.tsx": append(
        'export const guestsShown = (total: number) => total.toLocaleString("en-IN");',
      ),
      "src/web/lib/event-date-format.ts": append(
        'export const shortDay = (iso: string) => new Date(iso).toLocaleDateString("en-US");',
      ),
      "src/web/lib/event-date-format.test.ts": append(
        'export const expected = new Intl.DateTimeFormat("en-CA").format(new Date());',
      ),
    });
  });
});

describe("the allow-list and the parser", () => {
  test("an allowed break passes, and an allowance nothing needs fails", () => {
    const sources = changed({
      "src/server/rsvp/service.ts": prepend('import { seatsOf } from "../guests/seating.ts";'),
    });
    const excuse = {
      file: "src/server/rsvp/service.ts",
      subject: "src/server/guests/seating.ts",
      reason: "test",
    };
    const withExcuse = [...allowed, { rule: "service-only" as const, ...excuse }];
    assert.deepEqual(checkBoundaries(sources, withExcuse).violations, []);
    const stale = checkBoundaries(tree, withExcuse).violations;
    assert.equal(stale.length, 1);
    assert.match(stale[0].message, /nothing breaks service-only there any more/);
  });

  test("a file that does not parse fails, with the parser's message", () => {
    expectBreak(
      { "src/web/lib/api-client.ts": append("export const = ;") },
      "parse",
      "src/web/lib/api-client.ts",
    );
  });

  test("reads every kind of import, and none in comments or strings", () => {
    const facts = sourceFacts(
      "src/x.ts",
      `import { a, type B } from "./a.ts";
import type {
  C,
  D,
} from "../b.ts";
import "./side-effect.ts";
export { e } from "./e.ts";
export type { F } from "./f.ts";
export * from "./g.ts";
// import { h } from "./commented-out.ts";
const i = await import("./lazy.tsx");
export const j = "from './not-an-import.ts'";
type K = import("./k.ts").K;
import { type L } from "./l.ts";`,
    );
    assert.deepEqual(
      facts.imports.map((i) => [i.specifier, i.typeOnly]),
      [
        ["./a.ts", false],
        ["../b.ts", true],
        ["./side-effect.ts", false],
        ["./e.ts", false],
        ["./f.ts", true],
        ["./g.ts", false],
        ["./lazy.tsx", false],
        ["./k.ts", true],
        ["./l.ts", true],
      ],
    );
  });
});

test("npm run lint fails on a break in a copy of the files, naming file, line and rule", () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  try {
    // Two web features are enough (the allow-list's and the table owners' files being absent adds
    // problems of their own, which this test does not count).
    for (const feature of ["admin", "payments"]) {
      const dir = `src/web/features/${feature}`;
      fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
    }
    const file = path.join(copy, "src/web/features/admin/admin-keys.ts");
    fs.writeFileSync(
      file,
      `import { paymentKeys } from "../payments/payment-keys.ts";\n${fs.readFileSync(file, "utf8")}`,
    );
    const run = spawnSync(process.execPath, [path.join(root, "scripts/check-boundaries.ts"), copy], {
      encoding: "utf8",
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /^src\/web\/features\/admin\/admin-keys\.ts:1 {2}\[web-features\] /m);
    assert.match(run.stderr, /instead: move what both need to src\/web\/components/);
    assert.match(run.stderr, /Boundaries: \d+ problem\(s\)/);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
