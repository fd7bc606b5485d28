import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { aptInstall, installCommandFor, mayInstall, onPath } from "../debian-install.mjs";
import type { BenchServer } from "./bench-server.ts";

export type LoadResult = {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/**
 * The load generator is wrk (Debian's package, in C) on one thread. autocannon, in JavaScript,
 * shared the two cores with the server and was the bottleneck of every fast route: the app's hello
 * world read 16–18k req/s under it and 40–55k under wrk on the same build, so every ratio to it
 * measured the client as much as the server (decision record 0009).
 */
export function ensureWrk(): void {
  if (onPath("wrk")) return;
  if (!mayInstall || !aptInstall("wrk"))
    throw new Error(`npm run bench needs wrk: ${installCommandFor("wrk")}`);
}

/**
 * Waits until the server answers a ping quickly again: a slow route leaves work queued after the
 * load stops (requests the client gave up on), which must not be counted against the next route.
 */
async function drained(server: BenchServer): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${server.url}/api/ping`).then(
      (r) => r.arrayBuffer(),
      () => null,
    );
    if (performance.now() - started < 20) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * wrk's request for a method, a body and headers, as the Lua script it reads them from. With
 * `everyRequestNew` each request adds a number of its own to the query, so that no answer the
 * server keeps (http/answer-cache.ts) serves it: the route's cost when it reads the database.
 */
function requestScript(
  method: string,
  body: string | undefined,
  headers: Record<string, string>,
  everyRequestNew: boolean,
): string {
  const lines = [`wrk.method = ${JSON.stringify(method)}`];
  if (body !== undefined) lines.push(`wrk.body = ${JSON.stringify(body)}`);
  for (const [k, v] of Object.entries(headers)) {
    lines.push(`wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`);
  }
  if (everyRequestNew) {
    lines.push(
      "local n = 0",
      'local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"',
      'request = function() n = n + 1; return wrk.format(nil, wrk.path .. sep .. "_=" .. n) end',
    );
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "eventhub-wrk-")), "request.lua");
  fs.writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

/** Milliseconds from one of wrk's durations ("850.12us", "3.41ms", "1.20s", "2.00m"). */
function millis(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) return Number.NaN;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as "us" | "ms" | "s" | "m"];
  return Math.round(Number(m[1]) * factor * 10) / 10;
}

/** The figures of wrk's report (with --latency). */
export function parseWrk(out: string) {
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Math.round(num(/Requests\/sec:\s+([\d.]+)/)),
    p50: millis(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ""),
    p99: millis(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? ""),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: num(/Non-2xx or 3xx responses:\s+(\d+)/),
  };
}

/**
 * What every browser sends with a fetch from the app (Chromium 131 on Linux): every route is
 * measured as people's clients ask for it, compressed answers included (convention 13; until
 * 2026-11-26 the API routes were asked with no Accept-Encoding, so their figures described scripts
 * only). A route's options may replace these, e.g. a page's Accept.
 */
export const browser = {
  accept: "application/json, text/plain, */*",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-IN,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

/** Drives one route with wrk and samples the server's memory meanwhile. */
export async function load(
  server: BenchServer,
  name: string,
  urlPath: string,
  opts: {
    connections: number;
    seconds: number;
    cookie?: string;
    method?: "GET" | "POST" | "PUT";
    body?: string;
    /** Extra request headers, e.g. accept-encoding as a browser sends it. */
    headers?: Record<string, string>;
    /** Each request a query of its own, never answered from memory. */
    everyRequestNew?: boolean;
  },
): Promise<LoadResult & { peakRssMb: number }> {
  let peakRssMb = server.rssMb();
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, server.rssMb());
  }, 200);
  const script = requestScript(
    opts.method ?? "GET",
    opts.body,
    {
      ...browser,
      ...opts.headers,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.body ? { "content-type": "application/json", origin: server.url } : {}),
    },
    opts.everyRequestNew ?? false,
  );
  const args = ["-t1", `-c${opts.connections}`, `-d${opts.seconds}s`, "--latency", "--timeout", "10s"];
  const out = await new Promise<string>((resolve, reject) => {
    const wrk = spawn("wrk", [...args, "-s", script, `${server.url}${urlPath}`]);
    let text = "";
    wrk.stdout.on("data", (d) => {
      text += d;
    });
    wrk.stderr.on("data", (d) => {
      text += d;
    });
    wrk.on("error", reject);
    wrk.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`))));
  });
  clearInterval(sampler);
  fs.rmSync(path.dirname(script), { recursive: true, force: true });
  await drained(server);
  return { name, path: urlPath, ...parseWrk(out), peakRssMb };
}
