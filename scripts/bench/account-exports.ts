// Issue 30, item 4: ten parallel "Download my data" exports by one account, while a visitor
// opens the public event page. With the per-account bound (one export at a time) one runs and
// the rest get 429 at once; the figure says how many, how long the page took meanwhile and how
// far the server's memory rose. Runs inside `npm run bench`, or alone:
// `npx tsx scripts/bench/account-exports.ts` (a small seed of its own).
import path from "node:path";
import type { BenchServer } from "./bench-server.ts";
import { demoCookie, startBenchServer } from "./bench-server.ts";

export type AccountExportsFigure = {
  parallel: number;
  /** HTTP status → how many of the exports got it. */
  statuses: Record<string, number>;
  exportSeconds: number;
  exportMegabytes: number;
  /** The page alone, just before the exports. */
  pageIdleMs: number;
  pageMedianMs: number;
  pageWorstMs: number;
  pageRequests: number;
  idleRssMb: number;
  peakRssMb: number;
};

const browserHeaders = { accept: "text/html", "accept-encoding": "gzip" };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function benchAccountExports(
  server: BenchServer,
  cookie: string,
  publicEventId: string,
  parallel = 10,
): Promise<AccountExportsFigure> {
  const page = async () => {
    const t0 = performance.now();
    await (await fetch(`${server.url}/events/${publicEventId}`, { headers: browserHeaders })).arrayBuffer();
    return performance.now() - t0;
  };
  // Once before, so the page's first render is not counted against the exports.
  await page();
  const pageIdleMs = Math.round(await page());
  const idleRssMb = server.rssMb();
  let peakRssMb = idleRssMb;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, server.rssMb());
  }, 50);
  const statuses: Record<string, number> = {};
  let bytes = 0;
  const started = performance.now();
  const exports = Promise.all(
    Array.from({ length: parallel }, async () => {
      const res = await fetch(`${server.url}/api/profile/export`, { headers: { cookie } });
      // A download cut short is counted apart: its ZIP is not whole.
      const body = await res.arrayBuffer().catch(() => null);
      const outcome = body ? String(res.status) : `${res.status} cut short`;
      statuses[outcome] = (statuses[outcome] ?? 0) + 1;
      bytes += body?.byteLength ?? 0;
    }),
  );
  let done = false;
  void exports.finally(() => {
    done = true;
  });
  // A visitor opening the public event page every 100 ms until the last export has finished.
  const pageMs: number[] = [];
  try {
    while (!done) {
      pageMs.push(await page());
      await new Promise((r) => setTimeout(r, 100));
    }
    await exports;
  } finally {
    // Stopped also when the server fails: a sampler left running would read a process that is gone.
    clearInterval(sampler);
  }
  const round = (n: number) => Math.round(n);
  return {
    parallel,
    statuses,
    exportSeconds: Math.round((performance.now() - started) / 10) / 100,
    exportMegabytes: Math.round((bytes / 1e6) * 10) / 10,
    pageIdleMs,
    pageMedianMs: round(median(pageMs)),
    pageWorstMs: round(Math.max(0, ...pageMs)),
    pageRequests: pageMs.length,
    idleRssMb,
    peakRssMb,
  };
}

/** Alone: the demo account with 5 events of 2,000 guests (the first with the demo photos; seeded rows have no files). */
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, "../..");
  const server = await startBenchServer(root, {
    seeds: [["--events", "5", "--guests-per-event", "2000"]],
  });
  try {
    const cookie = await demoCookie(server.url);
    const listing = (await (await fetch(`${server.url}/api/events/public`)).json()) as {
      items: { id: string }[];
    };
    console.log(JSON.stringify(await benchAccountExports(server, cookie, listing.items[0].id), null, 2));
    console.log(server.logTail());
  } finally {
    await server.stop();
  }
}
