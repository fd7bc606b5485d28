import path from "node:path/posix";

// The project's layout as the boundary rules see it (docs/architecture.md, "Layout" and convention 2).
// Every path is relative to the repository root, with forward slashes.

/** Folders of src/server that serve every feature; any other folder there is a feature. */
export const serverInfrastructure = new Set([
  "auth",
  "db",
  "http",
  "mail",
  "storage",
  "images",
  "jobs",
  "realtime",
  "media",
  "health",
  "test",
]);

/**
 * A file that may define tables: src/server/<folder>/tables.ts (or <name>-tables.ts). Its folder
 * owns every table in it, so a table's owner is read from where it sits and declared nowhere else;
 * a table defined anywhere else (db/, a service) has no owner and fails the check. Only the owner
 * writes its tables; another feature reads them through the owner's service.
 */
export const isTablesFile = (file: string) => /^(.+-)?tables\.ts$/.test(path.basename(file));

/** The one list of every table, handed to drizzle and drizzle-kit. */
export const schemaBarrel = "src/server/db/schema.ts";

/** Where dates become text; everywhere else calls these (convention 7: one format, never cut through UTC). */
export const dateModules = new Set([
  "src/web/lib/event-date-format.ts",
  "src/contract/event-dates.ts",
  "src/contract/zoned-time.ts",
  "src/contract/clock-time.ts",
]);

/** The folder under `base` that `file` sits in (not a file directly in `base`), or null. */
export function folderUnder(base: string, file: string): string | null {
  if (!file.startsWith(`${base}/`)) return null;
  const parts = file.slice(base.length + 1).split("/");
  return parts.length > 1 ? parts[0] : null;
}

/** The src/server folder a file belongs to (features and infrastructure alike), or null. */
export const serverFolder = (file: string) => folderUnder("src/server", file);

export const serverFeature = (file: string) => {
  const folder = serverFolder(file);
  return folder && !serverInfrastructure.has(folder) ? folder : null;
};

export const webFeature = (file: string) => folderUnder("src/web/features", file);

export const isUnder = (dir: string, file: string) => file.startsWith(`${dir}/`);

/** The one file of a feature that other features may import. */
export const isService = (file: string) => path.basename(file) === "service.ts";

/** A feature's tables and its SQL: what the feature's service exists to keep to itself. */
export const isDataModule = (file: string) =>
  /^(tables|repository|queries)\.ts$|-(tables|repository|queries)\.ts$/.test(path.basename(file));

/** Tests and their helpers set up data any way they need; the data and date rules are for the product. */
export const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || isUnder("src/server/test", file);

/** The files the checker reads. */
export const checkedRoots = ["src"];
export const isSourceFile = (file: string) => /\.(ts|tsx|mts)$/.test(file) && !file.endsWith(".d.ts");
