import { execSync } from "node:child_process";
import { loadConfig } from "../../src/server/config.ts";
import { openRuntime } from "../../src/server/runtime.ts";
import { demoCookie, startBenchServer } from "./bench-server.ts";
import { type LoadResult, load } from "./load.ts";

// `npm run bench -- --parts`: an event in parts (issue 36, decision 0033) beside today's event in
// one part, each with 10,000 guests: the guest list's first page and one part's guests, the
// headcount per part, and a guest's reply page. Each figure of the five-part event is given with
// the same figure of the one-part event and their ratio (1 = as fast), measured in one run.

type Pair = { name: string; single: number; parts: number; unit: "req/s" | "ms"; detail?: string };

const browserPage = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

type Page = { total: number; parts: { id: string }[]; items: { rsvpPath: string }[] };

export async function benchParts(root: string, opts: { seconds: number; connections: number }) {
  console.log("\n== Events in parts: seeding two 10,000-guest events, one of them in five parts");
  const server = await startBenchServer(root, {
    seeds: [
      ["--events", "1", "--guests-per-event", "10000"],
      ["--events", "1", "--guests-per-event", "10000", "--parts-per-event", "5"],
    ],
  });
  const pairs: Pair[] = [];
  try {
    const cookie = await demoCookie(server.url);
    const mine = (await (await fetch(`${server.url}/api/events/mine`, { headers: { cookie } })).json()) as {
      items: { id: string }[];
    };
    const pages = await Promise.all(
      mine.items.map(async (e) => {
        const res = await fetch(`${server.url}/api/events/${e.id}/guests?pageSize=5`, {
          headers: { cookie },
        });
        return { id: e.id, page: (await res.json()) as Page };
      }),
    );
    const single = pages.find((p) => p.page.total === 10_000 && p.page.parts.length === 0)!;
    const inParts = pages.find((p) => p.page.total === 10_000 && p.page.parts.length === 5)!;
    const token = (p: typeof single) => p.page.items[1].rsvpPath.split("/").pop();
    const measure = async (name: string, singlePath: string, partsPath: string, o = {}) => {
      const run = (label: string, p: string): Promise<LoadResult> =>
        load(server, `${name}, ${label}`, p, { ...opts, ...o });
      console.log(`   ${name}`);
      const a = await run("one part", singlePath);
      const b = await run("five parts", partsPath);
      // The median latency and any failed answers beside the throughput, so a stalled run shows.
      const say = (r: LoadResult) => `p50 ${r.p50} ms, ${r.errors + r.non2xx} failed`;
      pairs.push({ name, single: a.rps, parts: b.rps, unit: "req/s", detail: `${say(a)} / ${say(b)}` });
    };
    const fresh = { cookie, everyRequestNew: true };
    const list = (id: string, query = "") => `/api/events/${id}/guests?page=1&pageSize=25${query}`;
    await measure("guest list, first page", list(single.id), list(inParts.id), fresh);
    // One part's guests beside the one-part event's status tab (both a filter of the whole list).
    const secondPart = inParts.page.parts[2].id;
    await measure(
      "guest list, one part (one status tab)",
      list(single.id, "&status=confirmed"),
      list(inParts.id, `&partId=${secondPart}`),
      fresh,
    );
    await measure(
      "reply page GET /rsvp/{token} (HTML)",
      `/rsvp/${token(single)}`,
      `/rsvp/${token(inParts)}`,
      {
        headers: browserPage,
      },
    );
    // The headcount: no route of this branch answers the per-part counts (GET /events/{id}/parts is
    // parts-host's), so the service calls are timed in this process, on the server's database once
    // it has stopped: today's counts (the tab counts and seats) beside the counts per part.
    process.kill(server.pid, "SIGTERM");
    while (isRunning(server.pid)) await new Promise((r) => setTimeout(r, 100));
    const runtime = await openRuntime({
      ...loadConfig({ ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "", LOG_LEVEL: "error" }),
    });
    try {
      const time = async (work: () => Promise<unknown>) => {
        for (let i = 0; i < 50; i++) await work();
        const started = performance.now();
        for (let i = 0; i < 500; i++) await work();
        return (performance.now() - started) / 500;
      };
      console.log("   headcount (service calls, in process)");
      pairs.push({
        name: "headcount: guests.counts vs parts.counts (ms per call)",
        single: await time(() => runtime.guests.counts(single.id)),
        parts: await time(() => runtime.parts.counts(inParts.id)),
        unit: "ms",
      });
    } finally {
      await runtime.close();
    }
  } finally {
    await server.stop();
  }
  const load1 = execSync("uptime").toString().trim();
  const rows = pairs.map((p) => {
    // Ratio: how the five-part event fares against the one-part one (above 1: faster).
    const ratio = p.unit === "req/s" ? p.parts / (p.single || 1) : p.single / (p.parts || 1);
    const fmt = (n: number) => (p.unit === "ms" ? n.toFixed(3) : Math.round(n).toString());
    return `| ${p.name} | ${fmt(p.single)} ${p.unit} | ${fmt(p.parts)} ${p.unit} | ${ratio.toFixed(2)} | ${p.detail ?? ""} |`;
  });
  const markdown = [
    "## Events in parts: 10,000 guests, five parts beside one",
    "",
    `${opts.connections} connections, ${opts.seconds} s per route; \`uptime\`: ${load1}`,
    "",
    "| Figure | One part | Five parts | Ratio (five / one, 1 = as fast) | Latency, failures (one / five) |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
  console.log(`\n${markdown}\n`);
  return markdown;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
