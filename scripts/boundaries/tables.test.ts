import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { append, expectBreak, expectClean, prepend } from "./tree-changes.ts";

// Only a table's owner writes it, and every table has one owner.

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
