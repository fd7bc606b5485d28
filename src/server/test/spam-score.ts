import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Where SpamAssassin is, or why not, with the one command that installs it (Debian's package). */
export function findSpamAssassin(): { path: string } | { missing: string } {
  const found = spawnSync("sh", ["-c", "command -v spamassassin"], { encoding: "utf8" });
  if (found.status === 0) return { path: found.stdout.trim() };
  const root = process.getuid?.() === 0;
  return {
    missing: `SpamAssassin is not installed, so the spam scores of our e-mails cannot be checked. Install Debian's package:\n\n    ${root ? "" : "sudo "}apt-get install -y spamassassin\n\n(.ci/run installs it itself.)`,
  };
}

export type SpamReport = { score: number; rules: string[]; report: string };

/** The first header SpamAssassin adds to each message it prints, so where each one starts. */
const checkerHeader = /^X-Spam-Checker-Version: /m;

/**
 * Scores messages as a receiving SpamAssassin would with local rules only (-L: no DNS or network
 * tests, so the result is the same offline), and no Bayes database (-x, a fresh home); all in one
 * process, which prints them one after the other (starting SpamAssassin, its rules read and
 * compiled, costs about a second of CPU; the scoring of a message a fraction of that).
 * The score is the exact sum of the rules' points: X-Spam-Status rounds to one decimal, so 1.001
 * would read as 1.0 there.
 */
export async function spamScores(emlPaths: string[], home: string): Promise<SpamReport[]> {
  const { stdout } = await run(
    "spamassassin",
    ["-t", "-L", "-x", "--cf=add_header all Rules _TESTSSCORES(,)_", ...emlPaths],
    { env: { ...process.env, HOME: home }, maxBuffer: 64 * 1024 * 1024 },
  );
  const printed = stdout.split(checkerHeader).slice(1);
  if (printed.length !== emlPaths.length) {
    throw new Error(
      `SpamAssassin printed ${printed.length} messages for ${emlPaths.length} files:\n${stdout.slice(0, 2000)}`,
    );
  }
  return printed.map((message) => reportOf(`X-Spam-Checker-Version: ${message}`));
}

/** One message's score, rules and SpamAssassin's table, from the message as it printed it (-t). */
function reportOf(stdout: string): SpamReport {
  const head = stdout.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.match(/^X-Spam-Rules: ?(.*)$/m);
  if (!line) throw new Error(`no X-Spam-Rules in SpamAssassin's output:\n${stdout.slice(0, 2000)}`);
  const scored = line[1]
    .split(",")
    .map((r) => r.trim())
    .filter((r) => r && r !== "none")
    .map((r) => {
      const [name, points] = r.split("=");
      return { name, points: Number(points) };
    });
  // These two fire only because the file was never relayed (a receiving server sees Received:
  // lines); their -0.001 would let a 1.001 mail pass as 1.0, so they do not count.
  const score = scored
    .filter((r) => r.name !== "NO_RECEIVED" && r.name !== "NO_RELAYS")
    .reduce((sum, r) => sum + r.points, 0);
  // Points have three decimals: round away the float noise of the sum.
  const total = Math.round(score * 1000) / 1000;
  // SpamAssassin's own table (points, rule, description) as printed under the test-mode report.
  const at = stdout.indexOf("Content analysis details:");
  const report = at >= 0 ? stdout.slice(at, at + 2000).trimEnd() : line[0];
  return { score: total, rules: scored.map((r) => `${r.name}=${r.points}`), report };
}
