import { describe, expect, it } from "vitest";
import { type BackupManifest, migrationJournal } from "./archive.ts";
import { checkManifest } from "./restore.ts";

const manifest = (migrations: number, migration: string | null): BackupManifest => ({
  format: 1,
  app: "eventhub",
  version: "0.1.0",
  createdAt: "2026-11-26T00:00:00.000Z",
  database: { kind: "pglite", migrations, migration, counts: {} },
  files: [],
  filesGone: [],
});

describe("which archives this version restores", () => {
  it("knows its migrations by name: a database made before the baseline counts 36 of them", () => {
    const [baseline] = migrationJournal();
    expect(baseline.tag).toBe("0000_baseline");
    expect(() => checkManifest(manifest(1, baseline.tag))).not.toThrow();
    // The databases migrated before the baseline was folded keep their 36 rows; the last one's
    // moment is the baseline's, so the archive names the baseline.
    expect(() => checkManifest(manifest(36, baseline.tag))).not.toThrow();
    expect(() => checkManifest(manifest(0, null))).not.toThrow();
  });

  it("refuses an archive whose last migration this version does not have", () => {
    expect(() => checkManifest(manifest(2, "0001_from_the_future"))).toThrow(/newer EventHub/);
  });
});
