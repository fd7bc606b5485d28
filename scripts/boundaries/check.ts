import { type Allowed, allowed as projectAllowed } from "./allowed.ts";
import { readProject } from "./project.ts";
import { rules, type Violation } from "./rules.ts";

export type CheckResult = { violations: Violation[]; allowedUsed: number };

const matches = (a: Allowed, v: Violation) =>
  a.rule === v.rule && a.file === v.file && a.subject === v.subject;

/** Every break of the boundary rules in these files (repository path → source), less the allowed ones. */
export function checkBoundaries(
  sources: Map<string, string>,
  allowed: Allowed[] = projectAllowed,
): CheckResult {
  const project = readProject(sources);
  const all = rules.flatMap((rule) => rule(project));
  const violations = all.filter((v) => !allowed.some((a) => matches(a, v)));
  for (const a of allowed) {
    if (all.some((v) => matches(a, v))) continue;
    violations.push({
      rule: a.rule,
      file: a.file,
      line: 1,
      subject: a.subject,
      message: `the allow-list excuses ${a.subject} here, but nothing breaks ${a.rule} there any more`,
      instead: "remove the entry from scripts/boundaries/allowed.ts",
    });
  }
  violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule));
  return { violations, allowedUsed: allowed.length };
}

export function formatViolation(v: Violation): string {
  return `${v.file}${v.line > 0 ? `:${v.line}` : ""}  [${v.rule}] ${v.message}\n    instead: ${v.instead}`;
}
