// `npm run bench`: one report of speed, scale, weight and memory, measured side by side in one
// run so machine noise cancels. Markdown and JSON land in bench-results/ (git-ignored).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type AccountExportsFigure, benchAccountExports } from "./bench/account-exports.ts";
import { startBareHono } from "./bench/bare-hono.ts";
import { demoCookie, startBenchServer } from "./bench/bench-server.ts";
import { benchCheckIn, type CheckInFigure } from "./bench/check-in.ts";
import { benchCsvExport, type ExportFigure } from "./bench/csv-export.ts";
import { benchCsvImport, type ImportFigure } from "./bench/csv-import.ts";
import { type PageWeight, pageWeights } from "./bench/frontend-size.ts";
import { containsText, type Expectation, type GuestHtml, guestHtml, replyForm } from "./bench/guest-html.ts";
import { type LighthouseScore, lighthouse } from "./bench/lighthouse.ts";
import { ensureWrk, type LoadResult, load } from "./bench/load.ts";
import { benchParallelUploads, type UploadsFigure } from "./bench/parallel-uploads.ts";
import { benchParts } from "./bench/parts.ts";
import { type GuestPageFigure, renderReport } from "./bench/report.ts";
import { soak } from "./bench/soak.ts";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;
ensureWrk();

/** The newest modification time of a file under `dir` (0 when it has none). */
function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

// Built when missing, and again when any source is newer than the build: a bench of a stale build
// measured code that was no longer there (2026-11-27: a soak and a parts bench ran on a build made
// before three branches were merged).
const builtServer = path.join(root, "dist/server-build/server/main.js");
if (
  !fs.existsSync(path.join(root, "dist/web/.vite/manifest.json")) ||
  !fs.existsSync(builtServer) ||
  newestIn(path.join(root, "src")) > fs.statSync(builtServer).mtimeMs
) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}
// `npm run bench -- --soak`: the long run of memory alone (scripts/bench/soak.ts), no other figure.
if (process.argv.includes("--soak")) {
  await soak(root);
  process.exit(0);
}
// `npm run bench -- --parts`: an event in five parts beside one in one part (scripts/bench/parts.ts).
if (process.argv.includes("--parts")) {
  const markdown = await benchParts(root, { seconds, connections });
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench-results/parts.md"), `${markdown}\n`);
  process.exit(0);
}

type DbRun = {
  database: string;
  idleRssMb: number;
  peakRssMb: number;
  routes: (LoadResult & { ratio: number; peakRssMb: number })[];
  csvImport: ImportFigure;
  csvExport: ExportFigure;
  checkIn: CheckInFigure;
  uploads: UploadsFigure;
  /** Measured last, just before the server stops (see exportsLast). */
  accountExports?: AccountExportsFigure | { failed: string };
};
type LoadOptions = {
  cookie?: string;
  method?: "PUT";
  body?: string;
  headers?: Record<string, string>;
  everyRequestNew?: boolean;
};
/** One of the guest pages issue 10 measures, and what its first HTML must already show. */
type GuestPage = { page: string; path: string; expect: Expectation[] };

/** What a browser sends for a page (load.ts sends a browser's headers on every route; this is a page's Accept). */
const browserHeaders = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

/** The demo host's event with exactly `total` guests (the seeds below make 100, 10,000, 100,000 and 0). */
async function eventWithGuests(url: string, cookie: string, total: number): Promise<string> {
  const mine = (await (await fetch(`${url}/api/events/mine`, { headers: { cookie } })).json()) as {
    items: { id: string }[];
  };
  for (const e of mine.items) {
    const res = await fetch(`${url}/api/events/${e.id}/guests?pageSize=5`, { headers: { cookie } });
    if (((await res.json()) as { total: number }).total === total) return e.id;
  }
  throw new Error(`no event with ${total} guests`);
}

/** Buys the Deluxe package for an event in payment test mode, as the payments page does. */
async function buyDeluxe(url: string, cookie: string, eventId: string) {
  const post = async (path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { cookie, origin: url, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { paymentId } = (await post("/api/payments/orders", { packageId: "deluxe", eventId })) as {
    paymentId: string;
  };
  await post(`/api/payments/${paymentId}/verify`, await post(`/api/payments/${paymentId}/test-checkout`));
}

async function benchDatabase(database: string, databaseUrl?: string) {
  console.log(`\n== ${database}: seeding and starting the server`);
  const server = await startBenchServer(root, {
    databaseUrl,
    seeds: [
      ["--events", "40", "--guests-per-event", "100"],
      ["--events", "1", "--guests-per-event", "10000"],
      ["--events", "1", "--guests-per-event", "100000"],
      ["--events", "1", "--guests-per-event", "0"],
      // The gallery's event: one guest (so it is told apart from the empty one) and 1,000 photos.
      ["--events", "1", "--guests-per-event", "1", "--photos-per-event", "1000"],
    ],
  });
  const cookie = await demoCookie(server.url);
  const listing = (await (await fetch(`${server.url}/api/events/public`)).json()) as {
    items: { id: string }[];
  };
  const eventId = listing.items[0].id;
  const small = await eventWithGuests(server.url, cookie, 100);
  const large = await eventWithGuests(server.url, cookie, 10_000);
  const huge = await eventWithGuests(server.url, cookie, 100_000);
  const empty = await eventWithGuests(server.url, cookie, 0);
  const gallery = await eventWithGuests(server.url, cookie, 1);
  const firstGuests = (await (
    await fetch(`${server.url}/api/events/${small}/guests?pageSize=25`, { headers: { cookie } })
  ).json()) as { items: { rsvpPath: string; respondedAt: string | null }[] };
  const tokenOf = (g: { rsvpPath: string }) => g.rsvpPath.split("/").pop();
  // The first guest's reply is sent over and over below; the RSVP page is read (and shown to
  // Lighthouse) for another guest who has not answered yet, so it shows the reply form.
  const rsvpToken = tokenOf(firstGuests.items[0]);
  const rsvpPageToken = tokenOf(
    firstGuests.items.slice(1).find((g) => g.respondedAt === null) ?? firstGuests.items[1],
  );
  const titleOf = async (id: string, headers: Record<string, string> = {}) =>
    ((await (await fetch(`${server.url}/api/events/${id}`, { headers })).json()) as { title: string }).title;
  const guestPages: GuestPage[] = [
    { page: "home", path: "/", expect: [containsText("Upcoming Events")] },
    { page: "/events", path: "/events", expect: [containsText("Upcoming Events")] },
    { page: "/events/{id}", path: `/events/${eventId}`, expect: [containsText(await titleOf(eventId))] },
    {
      page: "/rsvp/{token}",
      path: `/rsvp/${rsvpPageToken}`,
      expect: [containsText(await titleOf(small, { cookie })), replyForm],
    },
  ];

  /** The query of page `page` reached by Next: from the last guest of the page before it. */
  const nextTo = async (id: string, page: number) => {
    const before = (await (
      await fetch(`${server.url}/api/events/${id}/guests?page=${page - 1}&pageSize=25`, {
        headers: { cookie },
      })
    ).json()) as { items: { id: string }[] };
    return `page=${page}&pageSize=25&after=${before.items.at(-1)?.id}`;
  };

  // The large event's analytics are measured too: it gets the Deluxe package, bought in test mode.
  await buyDeluxe(server.url, cookie, large);

  const idleRssMb = server.rssMb();
  // The ceiling of the ceiling, measured beside the app's own hello world before anything else
  // loads the server: Hono with no middleware, in its own process. Measured after the import, the
  // export and the doors (as until 2026-11-26), the app's hello world read 28k req/s on PostgreSQL
  // where the same server on the same database alone read 39-45k: what those left running was
  // counted against the middleware.
  const bare = await startBareHono(root);
  const bareHello = await load(bare, "bare Hono hello world (separate process)", "/api/ping", {
    connections,
    seconds,
  });
  await bare.stop();
  const appHello = await load(server, "hello world (ceiling)", "/api/ping", { connections, seconds });
  // The import and the export first, from idle: what they add is theirs, not what the load left.
  console.log("   CSV import of 10,000 rows");
  const csvImport = await benchCsvImport(server, cookie, empty);
  console.log("   CSV export of 100,000 guests");
  const csvExport = await benchCsvExport(server, cookie, huge);
  console.log("   check-in at the door, 10,000 guests");
  const checkIn = await benchCheckIn(server, cookie, large);
  console.log("   four parallel 99 MB video uploads");
  const uploads = await benchParallelUploads(server, cookie, large);
  /** Signed in, each request a query of its own: never answered from a kept answer. */
  const fresh: LoadOptions = { cookie, everyRequestNew: true };
  const targets: [string, string, LoadOptions][] = [
    ["public event by id", `/api/events/${eventId}`, {}],
    ["public event page (HTML)", `/events/${eventId}`, { headers: browserHeaders }],
    ["public listing page", "/api/events/public?page=1", {}],
    // Signed-in reads twice: read again (the answer kept in memory, as a second tab, a refetch on
    // a change elsewhere or a reload gets it) and each request new (the database's cost, as the
    // first read after a change pays it). The long lists are compared on the database's cost.
    ["my events", "/api/events/mine", { cookie }],
    ["my events, each request new", "/api/events/mine", fresh],
    ["guest list page, 100 guests", `/api/events/${small}/guests?page=2&pageSize=25`, { cookie }],
    [
      "guest list page, 100 guests, each request new",
      `/api/events/${small}/guests?page=2&pageSize=25`,
      fresh,
    ],
    // The middle of a long list as the host reaches it: Next from the page before (the pager has
    // no other way there). The same page asked for by its number alone is measured beside it.
    ["guest list page, 10,000 guests", `/api/events/${large}/guests?${await nextTo(large, 200)}`, fresh],
    [
      "guest list page by number only, 10,000 guests",
      `/api/events/${large}/guests?page=200&pageSize=25`,
      fresh,
    ],
    ["guest list last page, 10,000 guests", `/api/events/${large}/guests?page=400&pageSize=25`, fresh],
    ["guest list page, 100,000 guests", `/api/events/${huge}/guests?${await nextTo(huge, 2000)}`, fresh],
    [
      "guest list page by number only, 100,000 guests",
      `/api/events/${huge}/guests?page=2000&pageSize=25`,
      fresh,
    ],
    ["guest list last page, 100,000 guests", `/api/events/${huge}/guests?page=4000&pageSize=25`, fresh],
    ["status tab, 100,000 guests", `/api/events/${huge}/guests?status=invited&page=1&pageSize=25`, fresh],
    ["search, 100,000 guests", `/api/events/${huge}/guests?search=Verma%2042&pageSize=25`, fresh],
    ["gallery listing, 1,000 photos", `/api/events/${gallery}/gallery`, { cookie }],
    ["analytics (funnel, headcount), 10,000 guests", `/api/events/${large}/analytics`, { cookie }],
    ["analytics per day and category, 10,000 guests", `/api/events/${large}/analytics/trends`, { cookie }],
    ["RSVP page (HTML)", `/rsvp/${rsvpPageToken}`, { headers: browserHeaders }],
    ["RSVP submit", `/api/rsvp/${rsvpToken}`, { method: "PUT", body: JSON.stringify({ response: "maybe" }) }],
  ];
  const results: (LoadResult & { peakRssMb: number })[] = [appHello];
  for (const [name, p, o] of targets) {
    console.log(`   ${name}: ${p}`);
    results.push(await load(server, name, p, { connections, seconds, ...o }));
  }
  const hello = results[0].rps || 1;
  const run: DbRun = {
    database,
    idleRssMb,
    peakRssMb: Math.max(...results.map((r) => r.peakRssMb), csvImport.peakRssMb),
    routes: [bareHello, ...results].map((r) => ({
      ...r,
      // The bare server's row says what share of it the app's hello world reaches.
      ratio:
        Math.round((r.name === bareHello.name ? hello / (bareHello.rps || 1) : r.rps / hello) * 100) / 100,
    })),
    csvImport,
    csvExport,
    checkIn,
    uploads,
  };
  /**
   * Ten parallel "Download my data" exports by the demo account, last: the account holds every
   * seeded event (115,000 guests), and on 2026-11-27 the embedded server ran out of its 256 MB heap
   * building one (the export holds each table's rows in memory), which ended the run here. A
   * failure is recorded with the server's last words instead.
   */
  const exportsLast = async () => {
    console.log("   ten parallel data exports by one account");
    try {
      run.accountExports = await benchAccountExports(server, cookie, eventId);
    } catch (error) {
      const last =
        server
          .logTail(4000)
          .split("\n")
          .find((l) => /FATAL|heap/i.test(l)) ?? "";
      // undici says only "fetch failed"; what failed (a reset, a refused connection) is its cause.
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      const why = cause ? ` (${cause.code ?? ""} ${cause.message ?? ""})`.replace("( ", "(") : "";
      run.accountExports = { failed: `${(error as Error).message}${why} ${last}`.trim() };
      console.log(`   the exports failed: ${run.accountExports.failed}`);
    }
  };
  return {
    run,
    url: server.url,
    guestPages,
    exportsLast,
    logTail: () => server.logTail(),
    stop: () => server.stop(),
  };
}

const runs: DbRun[] = [];
const lighthouseScores: LighthouseScore[] = [];
const guestHtmls: GuestHtml[] = [];
const pglite = await benchDatabase("PGlite");
runs.push(pglite.run);
try {
  console.log("\n== Guest pages: first HTML, without script");
  for (const g of pglite.guestPages) {
    const h = await guestHtml(pglite.url, g.page, g.path, g.expect);
    console.log(`   ${g.page}: ${h.contentInHtml ? "content in HTML" : `missing ${h.missing.join(", ")}`}`);
    guestHtmls.push(h);
  }
  if (guestHtmls.some((h) => h.status >= 500)) console.log(`   server log:\n${pglite.logTail()}`);
  if (process.env.SKIP_LIGHTHOUSE !== "1") {
    console.log("\n== Lighthouse (mobile), one page at a time");
    for (const g of pglite.guestPages) {
      console.log(`   ${g.page}`);
      lighthouseScores.push(lighthouse(root, g.page, `${pglite.url}${g.path}`));
    }
  }
  await pglite.exportsLast();
} finally {
  await pglite.stop();
}
if (process.env.BENCH_DATABASE_URL) {
  const pg = await benchDatabase("PostgreSQL", process.env.BENCH_DATABASE_URL);
  runs.push(pg.run);
  await pg.exportsLast();
  await pg.stop();
}
const weights: PageWeight[] = pageWeights(path.join(root, "dist/web"));
const guestPages: GuestPageFigure[] = guestHtmls.map((html) => ({
  page: html.page,
  html,
  lighthouse: lighthouseScores.find((l) => l.page === html.page) ?? null,
}));

const result = {
  date: new Date().toISOString(),
  seconds,
  connections,
  runs,
  weights,
  guestPages,
  lighthouse: lighthouseScores,
};
const outDir = path.join(root, "bench-results");
fs.mkdirSync(outDir, { recursive: true });
const markdown = renderReport(result);
fs.writeFileSync(path.join(outDir, "latest.json"), JSON.stringify(result, null, 2));
fs.writeFileSync(path.join(outDir, "latest.md"), markdown);
console.log(`\n${markdown}\nWritten to bench-results/latest.md and latest.json`);
