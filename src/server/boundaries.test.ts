import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/architecture.md, convention 2, as a check that fails: dependencies point one way and features use
// each other only through their services. Imports are read with a regular expression, which is
// enough for our own code: every import names its file with a relative path and an extension.

const repoRoot = path.resolve(import.meta.dirname, "../..");
const srcRoot = path.join(repoRoot, "src");

/** Folders of src/server that serve every feature; any other folder there is a feature. */
const serverInfrastructure = new Set([
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

type Import = { specifier: string; typeOnly: boolean };

/** The imports and re-exports of one source file: static, type-only, side-effect and dynamic. */
function importsOf(source: string): Import[] {
  // Comment lines may quote code; they import nothing.
  const code = source
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join("\n");
  const found: Import[] = [];
  const statement = /\b(?:import|export)\s+(type\s+)?(?:[\w*${}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(statement)) found.push({ specifier: m[2], typeOnly: !!m[1] });
  for (const m of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g))
    found.push({ specifier: m[1], typeOnly: false });
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Edge = { from: string; specifier: string; to: string; typeOnly: boolean };

/** Every import between our own files under src/, as repository-relative paths. */
function ourImports(): Edge[] {
  return sourceFiles(srcRoot).flatMap((file) =>
    importsOf(fs.readFileSync(file, "utf8"))
      .filter((i) => i.specifier.startsWith("."))
      .map((i) => ({
        from: path.relative(repoRoot, file),
        specifier: i.specifier,
        to: path.relative(repoRoot, path.resolve(path.dirname(file), i.specifier)),
        typeOnly: i.typeOnly,
      })),
  );
}

/** The folder under `base` (e.g. "src/server") that `file` sits in, if any. */
function folderUnder(base: string, file: string): string | null {
  const rel = path.relative(base, file);
  const parts = rel.split(path.sep);
  return parts.length > 1 && !rel.startsWith("..") ? parts[0] : null;
}

const serverFeature = (file: string) => {
  const folder = folderUnder("src/server", file);
  return folder && !serverInfrastructure.has(folder) ? folder : null;
};
const webFeature = (file: string) => folderUnder("src/web/features", file);
const isUnder = (dir: string, file: string) => !path.relative(dir, file).startsWith("..");

function failIfAny(rule: string, offenders: Edge[]) {
  if (offenders.length === 0) return;
  expect.fail(
    `${rule}\n${offenders.map((e) => `  ${e.from} → ${e.specifier}${e.typeOnly ? " (type)" : ""}`).join("\n")}`,
  );
}

describe("module boundaries", () => {
  const edges = ourImports();

  it("reads the imports it checks", () => {
    expect(
      importsOf(`import { a, type B } from "./a.ts";
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
export const j = "from";
`),
    ).toEqual([
      { specifier: "./a.ts", typeOnly: false },
      { specifier: "../b.ts", typeOnly: true },
      { specifier: "./side-effect.ts", typeOnly: false },
      { specifier: "./e.ts", typeOnly: false },
      { specifier: "./f.ts", typeOnly: true },
      { specifier: "./g.ts", typeOnly: false },
      { specifier: "./lazy.tsx", typeOnly: false },
    ]);
    expect(edges.some((e) => e.from === path.join("src", "server", "app.ts"))).toBe(true);
  });

  it("a server feature uses another feature only through its service.ts (types from anywhere)", () => {
    failIfAny(
      "A server feature may import from another feature only its service.ts, or types (import type):",
      edges.filter((e) => {
        const from = serverFeature(e.from);
        const to = serverFeature(e.to);
        if (!from || !to || from === to || e.typeOnly) return false;
        return e.to !== path.join("src", "server", to, "service.ts");
      }),
    );
  });

  it("a web feature never imports another web feature", () => {
    failIfAny(
      "A web feature may not import another feature (move shared code to src/web/components or src/web/lib):",
      edges.filter((e) => {
        const from = webFeature(e.from);
        const to = webFeature(e.to);
        return from !== null && to !== null && from !== to;
      }),
    );
  });

  it("the contract imports nothing of ours outside src/contract", () => {
    failIfAny(
      "src/contract may import only src/contract:",
      edges.filter((e) => isUnder("src/contract", e.from) && !isUnder("src/contract", e.to)),
    );
  });

  it("the web app never imports the server", () => {
    failIfAny(
      "src/web may not import src/server (share through src/contract):",
      edges.filter((e) => isUnder("src/web", e.from) && isUnder("src/server", e.to)),
    );
  });
});
