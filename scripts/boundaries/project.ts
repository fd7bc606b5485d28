import path from "node:path/posix";
import { isTablesFile, serverFolder } from "./layout.ts";
import { type ImportFact, type SourceFacts, sourceFacts, type WriteTarget } from "./source-facts.ts";

// The files of the repository as one graph: which file each import names, which table each name
// stands for (through the schema barrel's `export *` or a feature's own tables.ts alike), and who
// owns every table.

export type Table = { name: string; sqlName: string; file: string; line: number; owner: string | null };

export type Edge = ImportFact & { from: string; to: string };

export type Project = {
  facts: Map<string, SourceFacts>;
  parseErrors: { file: string; message: string }[];
  /** Every relative import between files, resolved to a repository path (existing or not). */
  edges: Edge[];
  /** The repository path a relative import names. */
  resolve(from: string, specifier: string): string;
  tables: Table[];
  /** The table a name in `file` stands for (`guests`, `schema.guests`, an alias of either), or null. */
  tableOf(file: string, target: { local: string; member?: string }): Table | null;
  tableBySqlName(sqlName: string): Table | null;
};

// Parsing is most of the work; a file unchanged since the last check (the tests change one file
// at a time) is not parsed again.
const parsed = new Map<string, { source: string; facts: SourceFacts }>();

function factsOf(file: string, source: string): SourceFacts {
  const cached = parsed.get(file);
  if (cached?.source === source) return cached.facts;
  const facts = sourceFacts(file, source);
  parsed.set(file, { source, facts });
  return facts;
}

/** The owner of a file's tables: the server folder of its tables.ts; db/ and other files own none. */
export function ownerOfTableFile(file: string): string | null {
  const folder = serverFolder(file);
  return folder && folder !== "db" && isTablesFile(file) ? folder : null;
}

export function readProject(sources: Map<string, string>): Project {
  const facts = new Map<string, SourceFacts>();
  const parseErrors: Project["parseErrors"] = [];
  for (const [file, source] of sources) {
    try {
      facts.set(file, factsOf(file, source));
    } catch (err) {
      parseErrors.push({ file, message: (err as Error).message.split("\n")[0] });
    }
  }

  const resolve = (from: string, specifier: string): string => {
    const target = path.normalize(path.join(path.dirname(from), specifier));
    if (facts.has(target)) return target;
    for (const ending of [".ts", ".tsx", "/index.ts"]) if (facts.has(target + ending)) return target + ending;
    return target;
  };

  const edges: Edge[] = [];
  for (const [from, f] of facts)
    for (const i of f.imports)
      if (i.specifier.startsWith(".")) edges.push({ ...i, from, to: resolve(from, i.specifier) });

  const tables: Table[] = [];
  const tablesByFile = new Map<string, Map<string, Table>>();
  for (const [file, f] of facts) {
    if (f.tables.length === 0) continue;
    const own = new Map<string, Table>();
    for (const t of f.tables) {
      const table = { ...t, file, owner: ownerOfTableFile(file) };
      tables.push(table);
      own.set(t.name, table);
    }
    tablesByFile.set(file, own);
  }
  const bySqlName = new Map(tables.map((t) => [t.sqlName, t]));

  // Every feature asks the schema barrel for the same few names: each answer is worked out once.
  const exported = new Map<string, Table | null>();

  /** Follows a name a module exports, through `export … from` and `export * from`, to its table. */
  function exportedTable(file: string, name: string, seen = new Set<string>()): Table | null {
    const key = `${file}#${name}`;
    if (exported.has(key)) return exported.get(key)!;
    if (seen.has(key)) return null;
    // A "no" found deep inside a circle of re-exports may be only that branch's: kept from the top only.
    const top = seen.size === 0;
    seen.add(key);
    const found = followExport(file, name, seen);
    if (top || found) exported.set(key, found);
    return found;
  }

  function followExport(file: string, name: string, seen: Set<string>): Table | null {
    const own = tablesByFile.get(file)?.get(name);
    if (own) return own;
    const f = facts.get(file);
    if (!f || f.localExports.has(name)) return null;
    for (const i of f.imports) {
      if (!i.reExport || !i.specifier.startsWith(".")) continue;
      const target = resolve(file, i.specifier);
      for (const n of i.names) {
        const found =
          n.imported === "*" && n.local === "*"
            ? exportedTable(target, name, seen)
            : n.local === name
              ? exportedTable(target, n.imported, seen)
              : null;
        if (found) return found;
      }
    }
    return null;
  }

  function tableOf(file: string, target: { local: string; member?: string }, depth = 0): Table | null {
    const f = facts.get(file);
    if (!f || depth > 3) return null;
    if (!target.member) {
      const own = tablesByFile.get(file)?.get(target.local);
      if (own) return own;
    }
    const alias = f.aliases.get(target.local);
    if (alias && !target.member) return tableOf(file, alias, depth + 1);
    for (const i of f.imports) {
      if (i.reExport || !i.specifier.startsWith(".")) continue;
      const binding = i.names.find((n) => n.local === target.local);
      if (!binding) continue;
      const module = resolve(file, i.specifier);
      if (binding.imported === "*") return target.member ? exportedTable(module, target.member) : null;
      return target.member ? null : exportedTable(module, binding.imported);
    }
    return null;
  }

  return {
    facts,
    parseErrors,
    edges,
    resolve,
    tables,
    tableOf: (file, target) => tableOf(file, target),
    tableBySqlName: (sqlName) => bySqlName.get(sqlName) ?? null,
  };
}

/** The table a write names, or null when it names none of ours (a Map's `.delete(key)`, say). */
export function writtenTable(project: Project, file: string, target: WriteTarget): Table | null {
  return target.kind === "sql-name" ? project.tableBySqlName(target.sqlName) : project.tableOf(file, target);
}
