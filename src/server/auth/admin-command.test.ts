import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runScript } from "../test/run-script.ts";

// `npm run admin -- grant|revoke EMAIL`, run as an operator would, on an embedded database of its own.
let dataDir: string;

const admin = (...args: string[]) =>
  runScript("admin", args, { DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" });

// A folder per test: one test leaves a server's lock file behind, which would refuse the other.
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-admin-"));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

describe("npm run admin", () => {
  it("explains its usage, and names an address that has no account", async () => {
    expect(await admin("promote", "x@example.com")).toMatchObject({ code: 2 });
    const missing = await admin("grant", "nobody@example.com");
    expect(missing.code).toBe(1);
    expect(missing.out).toContain("No account with the e-mail nobody@example.com");
    // Two processes, the second migrating a new embedded database: slow on a busy machine.
  }, 120_000);

  it("refuses to open an embedded database a running server holds", async () => {
    await fs.mkdir(path.join(dataDir, "pgdata"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "pgdata", "postmaster.pid"), "-42\n");
    const busy = await admin("grant", "someone@example.com");
    expect(busy.code).toBe(1);
    expect(busy.out).toContain("Stop the server");
  });
});
