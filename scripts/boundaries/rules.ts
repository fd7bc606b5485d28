import {
  dateModules,
  isDataModule,
  isService,
  isTestCode,
  isUnder,
  serverFeature,
  serverFolder,
  serverInfrastructure,
  tableOwners,
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
  | "date-format";

export type Violation = {
  rule: RuleId;
  file: string;
  line: number;
  /** What the rule is about here (an imported file, a table, a call): how the allow-list names it. */
  subject: string;
  message: string;
  instead: string;
};

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
 * A feature's tables and SQL are its own: another feature neither imports its data modules nor a
 * table it owns, and asks its service instead. Tables owned by infrastructure (auth's accounts)
 * are read by anyone and written by their owner only (tableWriter).
 */
function foreignData(project: Project): Violation[] {
  const modules = importEdges(project, (e) => {
    const to = serverFeature(e.to);
    if (!to || e.typeOnly || !isDataModule(e.to) || serverFolder(e.from) === to || isTestCode(e.from))
      return null;
    return {
      rule: "foreign-data",
      file: e.from,
      line: e.line,
      subject: e.to,
      message: `imports ${e.to}, the ${to} feature's own data module`,
      instead: `ask the ${to} service by a named call (src/server/${to}/service.ts)`,
    };
  });
  const tables: Violation[] = [];
  for (const [file, f] of project.facts) {
    const folder = serverFolder(file);
    if (!isUnder("src/server", file) || folder === "db" || isTestCode(file)) continue;
    for (const i of f.imports) {
      if (i.reExport || i.typeOnly) continue;
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

/** Every table has exactly one declared owner; the declaration lists no file without tables. */
function tableOwner(project: Project): Violation[] {
  const found: Violation[] = project.tables
    .filter((t) => t.owner === null)
    .map((t) => ({
      rule: "table-owner",
      file: t.file,
      line: t.line,
      subject: t.name,
      message: `table ${t.sqlName} has no owner`,
      instead:
        "name its owning feature in tableOwners (scripts/boundaries/layout.ts), or define it in src/server/<feature>/tables.ts",
    }));
  for (const [file, owner] of Object.entries(tableOwners)) {
    if (project.tables.some((t) => t.file === file)) continue;
    found.push({
      rule: "table-owner",
      file,
      line: 1,
      subject: owner,
      message: `tableOwners gives ${file} to ${owner}, but it defines no table`,
      instead: "remove the entry from tableOwners (scripts/boundaries/layout.ts)",
    });
  }
  return found;
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
  dateFormat,
];
