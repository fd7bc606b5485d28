import autocannon from "autocannon";
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
 * Waits until the server answers a ping quickly again: a slow route leaves work queued after the
 * load stops (requests autocannon gave up on), which must not be counted against the next route.
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

/** Drives one route with autocannon and samples the server's memory meanwhile. */
export async function load(
  server: BenchServer,
  name: string,
  path: string,
  opts: {
    connections: number;
    seconds: number;
    cookie?: string;
    method?: "GET" | "POST" | "PUT";
    body?: string;
    /** Extra request headers, e.g. accept-encoding as a browser sends it. */
    headers?: Record<string, string>;
  },
): Promise<LoadResult & { peakRssMb: number }> {
  let peakRssMb = server.rssMb();
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, server.rssMb());
  }, 200);
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? "GET",
    body: opts.body,
    headers: {
      ...opts.headers,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.body ? { "content-type": "application/json", origin: server.url } : {}),
    },
  });
  clearInterval(sampler);
  await drained(server);
  return {
    name,
    path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    peakRssMb,
  };
}
