import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { packageRoot } from "../package-root.ts";

const run = promisify(execFile);
const tsx = path.join(packageRoot, "node_modules/.bin/tsx");

/**
 * `npm run <script> -- <args>` as an operator types it (the scripts/<script>.ts behind it), with
 * `env` over this process's environment: its exit code and everything it printed.
 */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string }> {
  return run(tsx, [path.join(packageRoot, `scripts/${script}.ts`), ...args], {
    cwd: packageRoot,
    env: { ...process.env, ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}
