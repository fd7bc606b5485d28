import {
  dateModules,
  isDataModule,
  isService,
  isTestCode,
  isUnder,
  schemaBarrel,
  serverFeature,
  serverFolder,
  serverInfrastructure,
  webFeature,
} from "./layout.ts";
import { type Edge, type Project, writtenTable } from "./project.ts";

// docs/architecture.md, convention 2 (and 7 for dates), as checks: each rule reads the project and
// names every place that breaks it, with what to do instead.

export type RuleId =
  | "parse"
  | "service-only"
  | "foreign-data"
  | "table-writer"
  | "table-owner"
  | "web-features"
  | "web-not-server"
  | "contract-alone"
  | "server-floors"
  | "date-format";

export type Violation = {
  rule: RuleId;
  file: string;
  /** 0 when the problem is a folder's, not one line's. */
  line: number;
  /** What the rule is about here (an imported file, a table, a call): how the allow-list names it. */
  subject: string;
  message: string;
  instead: string;
};

/** A file that defines tables, or the barrel that hands them all to drizzle: the schema, not code. */
const isSchema = (project: Project, file: string) =>
  file === schemaBarrel || (project.facts.get(file)?.tables.length ?? 0) > 0;

const importEdges = (project: Project, check: (e: Edge) => Violation | null) =>
  project.edges.map(check).filter((v): v is Violation => v !== null);

/** A server feature uses another only through its service.ts; types may come from anywhere. */
function serviceOnly(project: Project): Violation[] {
  return importEdges(project, (e) => {
    const from = serverFeature(e.from);
    const to = serverFeature(e.to);
    if (!from || !to || from === to || e.typeOnly || isService(e.to) || isDataModule(e.to)) return null;
    return {
      rule: "service-only",
      file: e.from,
      line: e.line,
      subject: e.to,
      message: `imports ${e.to}, which is inside the ${to} feature`,
      instead: `call ${to} through src/server/${to}/service.ts (add a named call there), or import only types (import type)`,
    };
  });
}

/**
 * A folder's tables and SQL are its own: no other folder imports its data modules (tables.ts,
 * repository.ts, queries.ts) nor a table a feature owns, and asks its service instead. Tables
 * owned by infrastructure (auth's accounts) are read by anyone, through the schema barrel, and
 * written by their owner only (tableWriter).
 */
function foreignData(project: Project): Violation[] {
  const modules = importEdges(project, (e) => {
    const to = serverFolder(e.to);
    if (!to || e.typeOnly || !isDataModule(e.to) || serverFolder(e.from) === to || isTestCode(e.from))
      return null;
    // A table may reference another folder's table (a foreign key), and the barrel gathers them all.
    if (isSchema(project, e.from) && isSchema(project, e.to)) return null;
    const feature = serverFeature(e.to);
    return {
      rule: "foreign-data",
      file: e.from,
      line: e.line,
      subject: e.to,
      message: `imports ${e.to}, the ${to} ${feature ? "feature" : "folder"}'s own data module`,
      instead: feature
        ? `ask the ${to} service by a named call (src/server/${to}/service.ts)`
        : `read ${to}'s tables through src/server/db/schema.ts, and change them through ${to}'s own functions`,
    };
  });
  const tables: Violation[] = [];
  for (const [file, f] of project.facts) {
    const folder = serverFolder(file);
    if (!isUnder("src/server", file) || folder === "db" || isTestCode(file) || isSchema(project, file))
      continue;
    for (const i of f.imports) {
      // An import of another folder's data module is reported once, above.
      if (i.reExport || i.typeOnly || !i.specifier.startsWith(".")) continue;
      const module = project.resolve(file, i.specifier);
      if (isDataModule(module) && serverFolder(module) !== folder) continue;
      for (const n of i.names) {
        if (n.typeOnly || n.imported === "*") continue;
        const table = project.tableOf(file, { local: n.local });
        const owner = table?.owner;
        if (!table || !owner || owner === folder || serverInfrastructure.has(owner)) continue;
        tables.push({
          rule: "foreign-data",
          file,
          line: i.line,
          subject: table.name,
          message: `imports table ${table.name} (${table.sqlName}), which the ${owner} feature owns`,
          instead: `read it through the ${owner} service (add a named call to src/server/${owner}/service.ts)`,
        });
      }
    }
  }
  // `import * as schema` and then `schema.guests`: the same read by another name.
  for (const [file, f] of project.facts) {
    const folder = serverFolder(file);
    if (!isUnder("src/server", file) || folder === "db" || isTestCode(file) || isSchema(project, file))
      continue;
    const seen = new Set<string>();
    for (const read of f.namespaceReads) {
      const table = project.tableOf(file, read);
      const owner = table?.owner;
      if (!table || !owner || owner === folder || serverInfrastructure.has(owner) || seen.has(table.name))
        continue;
      seen.add(table.name);
      tables.push({
        rule: "foreign-data",
        file,
        line: read.line,
        subject: table.name,
        message: `reads table ${table.name} (${table.sqlName}) through ${read.local}.${read.member}, which the ${owner} feature owns`,
        instead: `read it through the ${owner} service (add a named call to src/server/${owner}/service.ts)`,
      });
    }
  }
  return [...modules, ...tables];
}

/** Only a table's owner writes it; everyone else asks the owner by a named call. */
function tableWriter(project: Project): Violation[] {
  const found: Violation[] = [];
  for (const [file, f] of project.facts) {
    if (!isUnder("src/server", file) || isTestCode(file)) continue;
    for (const w of f.writes) {
      const table = writtenTable(project, file, w.target);
      if (!table?.owner || serverFolder(file) === table.owner) continue;
      found.push({
        rule: "table-writer",
        file,
        line: w.line,
        subject: table.name,
        message: `${w.verb === "insert" ? "inserts into" : w.verb === "update" ? "updates" : "deletes from"} table ${table.sqlName}, which ${table.owner} owns`,
        instead: `call a named function of src/server/${table.owner} that makes this change`,
      });
    }
  }
  return found;
}

/** Every table has one owner: it sits in its owner's src/server/<folder>/tables.ts. */
function tableOwner(project: Project): Violation[] {
  return project.tables
    .filter((t) => t.owner === null)
    .map((t) => ({
      rule: "table-owner",
      file: t.file,
      line: t.line,
      subject: t.name,
      message: `table ${t.sqlName} has no owner: it is defined outside a server folder's tables.ts`,
      instead:
        "define it in src/server/<folder>/tables.ts of the folder that owns it, and export it from src/server/db/schema.ts",
    }));
}

function webFeatures(project: Project): Violation[] {
  return importEdges(project, (e) => {
    const from = webFeature(e.from);
    const to = webFeature(e.to);
    if (!from || !to || from === to) return null;
    return {
      rule: "web-features",
      file: e.from,
      line: e.line,
      subject: e.to,
      message: `the ${from} web feature imports the ${to} web feature (${e.to})`,
      instead: "move what both need to src/web/components (UI) or src/web/lib (logic)",
    };
  });
}

function webNotServer(project: Project): Violation[] {
  return importEdges(project, (e) =>
    isUnder("src/web", e.from) && isUnder("src/server", e.to)
      ? {
          rule: "web-not-server",
          file: e.from,
          line: e.line,
          subject: e.to,
          message: `the web app imports the server (${e.to})`,
          instead: "share it through src/contract",
        }
      : null,
  );
}

function contractAlone(project: Project): Violation[] {
  return importEdges(project, (e) =>
    isUnder("src/contract", e.from) && !isUnder("src/contract", e.to)
      ? {
          rule: "contract-alone",
          file: e.from,
          line: e.line,
          subject: e.to,
          message: `src/contract imports ${e.to}`,
          instead: "src/contract imports only src/contract: move what it needs into src/contract",
        }
      : null,
  );
}

/** A folder of src/server, or a file directly in it (app.ts on top, config.ts and logger.ts below all). */
const floorOf = (file: string) => serverFolder(file) ?? file.slice("src/server/".length);

/** Groups of nodes that reach each other (Tarjan's strongly connected components), only those of two or more. */
function circles(nodes: Set<string>, next: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * Imports in src/server go down a floor, never back up: drawn folder by folder (a feature, auth,
 * http…, or a file such as config.ts), they make no circle. Types count, since a circle of types is
 * one of knowledge. Tests may reach anywhere.
 */
function serverFloors(project: Project): Violation[] {
  const edges = project.edges.filter(
    (e) =>
      isUnder("src/server", e.from) &&
      isUnder("src/server", e.to) &&
      !isTestCode(e.from) &&
      // The tables are one declaration spread over files (db's barrel gathers each feature's);
      // who may import them is foreignData's business.
      !isSchema(project, e.from) &&
      !isSchema(project, e.to) &&
      floorOf(e.from) !== floorOf(e.to),
  );
  const nodes = new Set(edges.flatMap((e) => [floorOf(e.from), floorOf(e.to)]));
  const next = new Map<string, Set<string>>();
  for (const e of edges)
    next.set(floorOf(e.from), (next.get(floorOf(e.from)) ?? new Set()).add(floorOf(e.to)));
  return circles(nodes, next).map((group) => {
    const inside = edges
      .filter((e) => group.includes(floorOf(e.from)) && group.includes(floorOf(e.to)))
      .sort((a, b) => a.from.localeCompare(b.from) || a.line - b.line);
    // One import per pair of folders shows the circle; the rest are listed by count.
    const pairs = new Map<string, Edge[]>();
    for (const e of inside) {
      const pair = `${floorOf(e.from)} → ${floorOf(e.to)}`;
      pairs.set(pair, [...(pairs.get(pair) ?? []), e]);
    }
    const shown = [...pairs].map(
      ([pair, es]) =>
        `${pair} (${es[0].from}:${es[0].line}${es.length > 1 ? ` and ${es.length - 1} more` : ""})`,
    );
    // The circle is the folders', not one file's: it is named, and allowed, by its members.
    return {
      rule: "server-floors",
      file: "src/server",
      line: 0,
      subject: group.join(", "),
      message: `src/server's ${group.join(", ")} import each other in a circle, ${inside.length} imports: ${shown.join("; ")}`,
      instead:
        "let the lower one declare the little it needs as a type of its own (as rsvp's PassSource or mail/mail-recipient.ts do), or move the shared piece down a floor",
    };
  });
}

function dateFormat(project: Project): Violation[] {
  const found: Violation[] = [];
  for (const [file, f] of project.facts) {
    if (dateModules.has(file) || isTestCode(file)) continue;
    for (const d of f.dateFormats) {
      found.push({
        rule: "date-format",
        file,
        line: d.line,
        subject: d.call,
        message: `formats a date with ${d.call} outside the date modules`,
        instead: isUnder("src/web", file)
          ? "use a formatter of src/web/lib/event-date-format.ts (add one there if none fits)"
          : "use a formatter of src/contract/event-dates.ts (add one there if none fits)",
      });
    }
  }
  return found;
}

function parseErrors(project: Project): Violation[] {
  return project.parseErrors.map(({ file, message }) => ({
    rule: "parse",
    file,
    line: 1,
    subject: file,
    message: `does not parse: ${message}`,
    instead: "fix the syntax (npm run typecheck says more)",
  }));
}

export const rules = [
  parseErrors,
  serviceOnly,
  foreignData,
  tableWriter,
  tableOwner,
  webFeatures,
  webNotServer,
  contractAlone,
  serverFloors,
  dateFormat,
];
