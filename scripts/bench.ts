// `npm run bench`: one report of speed, scale, weight and memory, measured side by side in one
// run so machine noise cancels. Markdown and JSON land in bench-results/ (git-ignored).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startBenchServer } from "./bench/bench-server.ts";
import { type PageWeight, pageWeights } from "./bench/frontend-size.ts";
import { type LighthouseScore, lighthouse } from "./bench/lighthouse.ts";
import { type LoadResult, load } from "./bench/load.ts";
import { renderReport } from "./bench/report.ts";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;

if (
  !fs.existsSync(path.join(root, "dist/web/.vite/manifest.json")) ||
  !fs.existsSync(path.join(root, "dist/server-build/server/main.js"))
) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

type DbRun = {
  database: string;
  idleRssMb: number;
  peakRssMb: number;
  routes: (LoadResult & { ratio: number })[];
};

async function benchDatabase(
  database: string,
  databaseUrl?: string,
): Promise<{ run: DbRun; url?: string; stop: () => Promise<void> }> {
  console.log(`\n== ${database}: seeding and starting the server`);
  const server = await startBenchServer(root, {
    databaseUrl,
    seedArgs: ["--events", "40", "--guests-per-event", "100"],
  });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email: "demo@eventhub.local", password: "DemoPass123!" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const listing = (await (await fetch(`${server.url}/api/events/public`)).json()) as {
    items: { id: string }[];
  };
  const eventId = listing.items[0].id;

  const idleRssMb = server.rssMb();
  const targets: [string, string, string | undefined][] = [
    ["hello world (ceiling)", "/api/ping", undefined],
    ["public event by id", `/api/events/${eventId}`, undefined],
    ["public listing page", "/api/events/public?page=1", undefined],
    ["my events", "/api/events/mine", cookie],
  ];
  const results: (LoadResult & { peakRssMb: number })[] = [];
  for (const [name, p, c] of targets) {
    console.log(`   ${name}: ${p}`);
    results.push(await load(server, name, p, { connections, seconds, cookie: c }));
  }
  const hello = results[0].rps || 1;
  const run: DbRun = {
    database,
    idleRssMb,
    peakRssMb: Math.max(...results.map((r) => r.peakRssMb)),
    routes: results.map(({ peakRssMb: _peak, ...r }) => ({
      ...r,
      ratio: Math.round((r.rps / hello) * 100) / 100,
    })),
  };
  return { run, url: `${server.url}/events/${eventId}`, stop: () => server.stop() };
}

const runs: DbRun[] = [];
let lighthouseScores: LighthouseScore[] = [];
const pglite = await benchDatabase("PGlite");
runs.push(pglite.run);
if (process.env.SKIP_LIGHTHOUSE !== "1") {
  console.log("\n== Lighthouse (mobile)");
  const home = pglite.url!.replace(/\/events\/.*/, "/");
  lighthouseScores = [
    lighthouse(root, "public event page", pglite.url!),
    lighthouse(root, "home page", home),
  ];
}
await pglite.stop();
if (process.env.BENCH_DATABASE_URL) {
  const pg = await benchDatabase("PostgreSQL", process.env.BENCH_DATABASE_URL);
  runs.push(pg.run);
  await pg.stop();
}
const weights: PageWeight[] = pageWeights(path.join(root, "dist/web"));

const result = {
  date: new Date().toISOString(),
  seconds,
  connections,
  runs,
  weights,
  lighthouse: lighthouseScores,
};
const outDir = path.join(root, "bench-results");
fs.mkdirSync(outDir, { recursive: true });
const markdown = renderReport(result);
fs.writeFileSync(path.join(outDir, "latest.json"), JSON.stringify(result, null, 2));
fs.writeFileSync(path.join(outDir, "latest.md"), markdown);
console.log(`\n${markdown}\nWritten to bench-results/latest.md and latest.json`);
