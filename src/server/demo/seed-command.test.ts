import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runScript } from "../test/run-script.ts";

// `npm run seed`, run as an operator would, on an embedded database of its own.
let dataDir: string;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-seed-"));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

const seed = (...args: string[]) =>
  runScript("seed", args, { DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" });

describe("npm run seed", () => {
  it("refuses an embedded database a running server holds, and leaves the server's lock file", async () => {
    // What a running server leaves in DATA_DIR (as npm run admin's test does it).
    const pgdata = path.join(dataDir, "pgdata");
    await fs.mkdir(pgdata, { recursive: true });
    await fs.writeFile(path.join(pgdata, "postmaster.pid"), "-42\n");
    const busy = await seed("--events", "1", "--guests-per-event", "1");
    expect(busy.code).toBe(1);
    expect(busy.out).toContain(`The embedded database in ${dataDir} is open`);
    expect(busy.out).toContain("Stop the server");
    expect(await fs.readdir(pgdata)).toEqual(["postmaster.pid"]);
    expect(await fs.readFile(path.join(pgdata, "postmaster.pid"), "utf8")).toBe("-42\n");
    // Without the refusal the seed opens and fills the database, which takes longer than the default.
  }, 120_000);
});
