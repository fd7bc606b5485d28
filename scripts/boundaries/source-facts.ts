import { parseAst } from "vite";

// What the boundary rules need to know about one source file, read from its syntax tree (the same
// parser that builds the app, so whatever builds is read exactly; comments and strings never look
// like code). Nothing here knows the project's layout: that is layout.ts.

export type ImportedName = { imported: string; local: string; typeOnly: boolean };

export type ImportFact = {
  specifier: string;
  line: number;
  /** `import type`, `export type … from`, `import("x").T` in a type, or every name imported is a type. */
  typeOnly: boolean;
  /** The names it binds or re-exports ("*" for `import * as x` and `export * from`). */
  names: ImportedName[];
  /** `export … from`: the names pass through this file to its importers. */
  reExport: boolean;
};

/** A table this file defines: `export const guests = pgTable("guests", …)`. */
export type TableFact = { name: string; sqlName: string; line: number };

/** What a write names: a binding (`guests`, `schema.guests`) or a table's SQL name in raw SQL. */
export type WriteTarget =
  | { kind: "binding"; local: string; member?: string }
  | { kind: "sql-name"; sqlName: string };

export type WriteFact = { verb: "insert" | "update" | "delete"; line: number; target: WriteTarget };

export type DateFormatFact = { line: number; call: string };

export type SourceFacts = {
  imports: ImportFact[];
  tables: TableFact[];
  writes: WriteFact[];
  dateFormats: DateFormatFact[];
  /** Names this file exports that it defines itself. */
  localExports: Set<string>;
  /** `const t = guests` and `const t = schema.guests`: another name for a binding. */
  aliases: Map<string, { local: string; member?: string }>;
  /** `schema.guests` where `schema` is a namespace import (`import * as schema`): a name it reads. */
  namespaceReads: { local: string; member: string; line: number }[];
};

// The parser's tree is ESTree with TypeScript's additions; only the fields read here are typed.
type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function visit(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const key in node) {
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) visit(item, enter);
    } else if (isNode(value)) visit(value, enter);
  }
}

function lineFinder(source: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === "\n") starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

const nameOf = (node: unknown): string | null => {
  if (!isNode(node)) return null;
  if (node.type === "Identifier") return node.name as string;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  return null;
};

/** `a.b` (not `a[b]`) as [object, property], or null. */
function memberParts(node: unknown): { object: Node; property: string } | null {
  if (!isNode(node) || node.type !== "MemberExpression" || node.computed) return null;
  const property = nameOf(node.property);
  return property ? { object: node.object as Node, property } : null;
}

const isIdentifier = (node: unknown, name?: string): node is Node =>
  isNode(node) && node.type === "Identifier" && (name === undefined || node.name === name);

// ---- Imports ----

function importFacts(node: Node, line: (offset: number) => number): ImportFact | null {
  const specifier = nameOf(node.source);
  switch (node.type) {
    case "ImportDeclaration": {
      if (!specifier) return null;
      const specifiers = node.specifiers as Node[];
      const names = specifiers.map((s): ImportedName => {
        const local = nameOf(s.local) ?? "";
        if (s.type === "ImportNamespaceSpecifier") return { imported: "*", local, typeOnly: false };
        if (s.type === "ImportDefaultSpecifier") return { imported: "default", local, typeOnly: false };
        return { imported: nameOf(s.imported) ?? local, local, typeOnly: s.importKind === "type" };
      });
      const typeOnly = node.importKind === "type" || (names.length > 0 && names.every((n) => n.typeOnly));
      return { specifier, line: line(node.start), typeOnly, names, reExport: false };
    }
    case "ExportNamedDeclaration": {
      if (!specifier) return null;
      const names = (node.specifiers as Node[]).map(
        (s): ImportedName => ({
          imported: nameOf(s.local) ?? "",
          local: nameOf(s.exported) ?? "",
          typeOnly: s.exportKind === "type",
        }),
      );
      const typeOnly = node.exportKind === "type" || (names.length > 0 && names.every((n) => n.typeOnly));
      return { specifier, line: line(node.start), typeOnly, names, reExport: true };
    }
    case "ExportAllDeclaration": {
      if (!specifier) return null;
      const exported = nameOf(node.exported);
      return {
        specifier,
        line: line(node.start),
        typeOnly: node.exportKind === "type",
        names: [{ imported: "*", local: exported ?? "*", typeOnly: false }],
        reExport: true,
      };
    }
    case "ImportExpression":
      return specifier
        ? { specifier, line: line(node.start), typeOnly: false, names: [], reExport: false }
        : null;
    case "TSImportType":
      return specifier
        ? { specifier, line: line(node.start), typeOnly: true, names: [], reExport: false }
        : null;
    default:
      return null;
  }
}

/** Names a file exports that it defines itself (`export const a`, `export function b`, `export { c }`). */
function localExportNames(node: Node, into: Set<string>): void {
  if (node.type !== "ExportNamedDeclaration" || node.source) return;
  const declaration = node.declaration as Node | null;
  if (declaration?.type === "VariableDeclaration") {
    for (const d of declaration.declarations as Node[]) {
      const name = nameOf(d.id);
      if (name) into.add(name);
    }
  } else if (declaration) {
    const name = nameOf(declaration.id);
    if (name) into.add(name);
  }
  for (const s of (node.specifiers as Node[]) ?? []) {
    const name = nameOf(s.exported);
    if (name) into.add(name);
  }
}

// ---- Tables ----

/** `const x = pgTable("sql_name", …)` (any table builder named …Table, such as pgTable). */
function tableFact(node: Node, line: (offset: number) => number): TableFact | null {
  if (node.type !== "VariableDeclarator") return null;
  const name = nameOf(node.id);
  const init = node.init as Node | null;
  if (!name || !isNode(init) || init.type !== "CallExpression") return null;
  const callee = init.callee as Node;
  if (!isIdentifier(callee) || !/^[a-z]+Table$/.test(callee.name as string)) return null;
  const sqlName = nameOf((init.arguments as Node[])[0]);
  return sqlName ? { name, sqlName, line: line(node.start) } : null;
}

/** `const t = guests` (or `schema.guests`), so that `db.update(t)` is still read as a write to guests. */
function aliasFact(node: Node): [string, { local: string; member?: string }] | null {
  if (node.type !== "VariableDeclarator" || !isIdentifier(node.id)) return null;
  const target = bindingTarget(node.init);
  return target?.kind === "binding"
    ? [node.id.name as string, { local: target.local, member: target.member }]
    : null;
}

// ---- Writes ----

const writeVerbs = new Set(["insert", "update", "delete"]);

/** What an expression names, when it can be a table: `guests` or `schema.guests`. */
function bindingTarget(node: unknown): WriteTarget | null {
  if (isIdentifier(node)) return { kind: "binding", local: node.name as string };
  const member = memberParts(node);
  if (member && isIdentifier(member.object))
    return { kind: "binding", local: member.object.name as string, member: member.property };
  return null;
}

/** Drizzle's builders: `db.insert(guests)`, `tx.update(schema.guests)`, `db.delete(guests)`. */
function builderWrite(node: Node, line: (offset: number) => number): WriteFact | null {
  if (node.type !== "CallExpression") return null;
  const callee = memberParts(node.callee);
  if (!callee || !writeVerbs.has(callee.property)) return null;
  const target = bindingTarget((node.arguments as Node[])[0]);
  return target ? { verb: callee.property as WriteFact["verb"], line: line(node.start), target } : null;
}

// In raw SQL: `insert into x`, `update x … set`, `delete from x`, with x a name ("user", public.x)
// or, in drizzle's sql`…`, an interpolated table (`insert into ${guests}`). Keywords count in lower
// or upper case only, so that a sentence ("Delete from events…") is not read as SQL.
const keyword = (...words: string[]) => words.map((w) => `(?:${w}|${w.toUpperCase()})`).join(String.raw`\s+`);
const [insertInto, update, deleteFrom, only, set] = [
  keyword("insert", "into"),
  keyword("update"),
  keyword("delete", "from"),
  keyword("only"),
  keyword("set"),
];
const sqlName = String.raw`(?:"?public"?\.)?"?([A-Za-z_][A-Za-z0-9_]*)"?`;
const literalWrites = [
  { verb: "insert", pattern: new RegExp(String.raw`\b${insertInto}\s+${sqlName}`, "g") },
  {
    verb: "update",
    // `update guests set`, `update guests g set`, `update guests as g set`.
    pattern: new RegExp(String.raw`\b${update}\s+(?:${only}\s+)?${sqlName}\s+(?:\w+\s+){0,2}?${set}\b`, "g"),
  },
  { verb: "delete", pattern: new RegExp(String.raw`\b${deleteFrom}\s+(?:${only}\s+)?${sqlName}`, "g") },
] as const;
const mayWrite = /insert|update|delete/i;
const verbBeforeInterpolation = new RegExp(
  String.raw`\b(${insertInto}|${update}(?:\s+${only})?|${deleteFrom}(?:\s+${only})?)\s*$`,
);

function rawSqlWrites(node: Node, line: (offset: number) => number): WriteFact[] {
  const texts: { text: string; start: number }[] = [];
  if (node.type === "Literal" && typeof node.value === "string")
    texts.push({ text: node.value, start: node.start });
  if (node.type !== "TemplateLiteral" && texts.length === 0) return [];
  const found: WriteFact[] = [];
  const quasis = node.type === "TemplateLiteral" ? (node.quasis as Node[]) : [];
  for (const q of quasis) texts.push({ text: (q.value as { raw: string }).raw, start: q.start });
  for (const { text, start } of texts) {
    // Most strings are no SQL: one cheap look before the three patterns.
    if (!mayWrite.test(text)) continue;
    for (const { verb, pattern } of literalWrites) {
      for (const m of text.matchAll(pattern)) {
        found.push({ verb, line: line(start + (m.index ?? 0)), target: { kind: "sql-name", sqlName: m[1] } });
      }
    }
  }
  // An interpolated table after the verb: the quasi before it ends with the verb.
  const expressions = node.type === "TemplateLiteral" ? (node.expressions as Node[]) : [];
  expressions.forEach((expression, i) => {
    const before = (quasis[i].value as { raw: string }).raw;
    const verb = verbBeforeInterpolation.exec(before)?.[1].split(/\s+/)[0].toLowerCase();
    const target = bindingTarget(expression);
    if (verb && target) found.push({ verb: verb as WriteFact["verb"], line: line(expression.start), target });
  });
  return found;
}

// ---- Date formatting ----

const alwaysDateMethods = new Set(["toLocaleDateString", "toLocaleTimeString"]);
// Options that only a date format takes: `n.toLocaleString("en-IN")` is a number, with one of these a date.
const dateOptionKeys = new Set([
  "dateStyle",
  "timeStyle",
  "weekday",
  "era",
  "year",
  "month",
  "day",
  "hour",
  "minute",
  "second",
  "timeZone",
  "timeZoneName",
  "hour12",
  "hourCycle",
  "dayPeriod",
]);
// Without options, a receiver named like a moment (`createdAt`, `startDate`, `new Date(…)`) is a date.
const dateLikeName = /(^(date|time|day|moment|when)|Date|Time|Day|Moment|When|[a-z]At)$/;

function receiverLooksLikeDate(receiver: Node): boolean {
  if (receiver.type === "NewExpression") return isIdentifier(receiver.callee, "Date");
  const name = isIdentifier(receiver) ? (receiver.name as string) : memberParts(receiver)?.property;
  return !!name && dateLikeName.test(name);
}

function hasDateOptions(args: Node[]): boolean {
  const options = args[1];
  return (
    isNode(options) &&
    options.type === "ObjectExpression" &&
    (options.properties as Node[]).some((p) => dateOptionKeys.has(nameOf(p.key) ?? ""))
  );
}

function dateFormatFact(node: Node, line: (offset: number) => number): DateFormatFact | null {
  if (node.type !== "CallExpression" && node.type !== "NewExpression") return null;
  const callee = memberParts(node.callee);
  if (!callee) return null;
  if (isIdentifier(callee.object, "Intl") && callee.property === "DateTimeFormat")
    return {
      line: line(node.start),
      call: `${node.type === "NewExpression" ? "new " : ""}Intl.DateTimeFormat`,
    };
  if (node.type !== "CallExpression") return null;
  if (alwaysDateMethods.has(callee.property))
    return { line: line(node.start), call: `.${callee.property}()` };
  if (
    callee.property === "toLocaleString" &&
    (receiverLooksLikeDate(callee.object) || hasDateOptions(node.arguments as Node[]))
  )
    return { line: line(node.start), call: ".toLocaleString() on a date" };
  return null;
}

/** Reads one file. Throws with the parser's message when it does not parse. */
export function sourceFacts(file: string, source: string): SourceFacts {
  const lang = file.endsWith(".tsx") ? "tsx" : file.endsWith(".ts") || file.endsWith(".mts") ? "ts" : "js";
  const program = parseAst(source, { lang }) as unknown as Node;
  const line = lineFinder(source);
  const facts: SourceFacts = {
    imports: [],
    tables: [],
    writes: [],
    dateFormats: [],
    localExports: new Set(),
    aliases: new Map(),
    namespaceReads: [],
  };
  // Imports come first in a module, so a namespace's name is known before it is used.
  const namespaces = new Set<string>();
  visit(program, (node) => {
    const member = memberParts(node);
    if (member && isIdentifier(member.object) && namespaces.has(member.object.name as string))
      facts.namespaceReads.push({
        local: member.object.name as string,
        member: member.property,
        line: line(node.start),
      });
    const imported = importFacts(node, line);
    if (imported) facts.imports.push(imported);
    for (const n of imported && !imported.reExport ? imported.names : [])
      if (n.imported === "*") namespaces.add(n.local);
    localExportNames(node, facts.localExports);
    const table = tableFact(node, line);
    if (table) facts.tables.push(table);
    const alias = aliasFact(node);
    if (alias) facts.aliases.set(...alias);
    const write = builderWrite(node, line);
    if (write) facts.writes.push(write);
    facts.writes.push(...rawSqlWrites(node, line));
    const dateFormat = dateFormatFact(node, line);
    if (dateFormat) facts.dateFormats.push(dateFormat);
  });
  return facts;
}
