import { randomUUID } from "node:crypto";
import { readQr } from "../../src/server/test/read-qr.ts";
import type { BenchServer } from "./bench-server.ts";

export type CheckInFigure = {
  /** Guests on the event's list. */
  guests: number;
  /** Door devices scanning at once. */
  doors: number;
  /** Passes scanned (each: the scan's lookup, then the check-in of the whole party). */
  scans: number;
  scansPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The same passes scanned again: refused with the time of the first scan. */
  repeatScansPerSecond: number;
  /** Arrived guests the server counts afterwards: must equal `scans` (nobody counted twice). */
  counted: number;
  errors: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]) : 0;

/** Runs `work` over `items` with `width` at once. */
async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * Door throughput on one event (10,000 guests): Premium bought in test mode, passes issued to the
 * first `passes` attending guests by opening their reply pages and read back from the QR codes
 * there, then `doors` devices scan them all at once: lookup, check-in, as door mode does; then
 * every pass again (the polite refusal).
 */
export async function benchCheckIn(
  server: BenchServer,
  cookie: string,
  eventId: string,
  { passes = 600, doors = 10 } = {},
): Promise<CheckInFigure> {
  const headers = { cookie, origin: server.url, "content-type": "application/json" };
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const order = (await (await post("/api/payments/orders", { packageId: "premium", eventId })).json()) as {
    paymentId: string;
  };
  const signed = await (await post(`/api/payments/${order.paymentId}/test-checkout`, {})).json();
  await post(`/api/payments/${order.paymentId}/verify`, signed);

  const tokens: string[] = [];
  let total = 0;
  for (let page = 1; tokens.length < passes; page++) {
    const res = await fetch(
      `${server.url}/api/events/${eventId}/guests?status=confirmed&page=${page}&pageSize=25`,
      { headers: { cookie } },
    );
    const body = (await res.json()) as { items: { rsvpPath: string }[]; counts: { all: number } };
    total = body.counts.all;
    if (body.items.length === 0) break;
    tokens.push(...body.items.map((g) => g.rsvpPath.split("/").pop()!));
  }
  const codes: string[] = [];
  await pool(tokens.slice(0, passes), 4, async (token) => {
    const html = await (await fetch(`${server.url}/rsvp/${token}`)).text();
    const svg = html.match(/src="data:image\/svg\+xml;charset=utf-8,([^"]+)"/)?.[1];
    if (svg) codes.push(await readQr(decodeURIComponent(svg.replaceAll("&amp;", "&"))));
  });

  let errors = 0;
  const round = async (): Promise<{ seconds: number; latencies: number[] }> => {
    const latencies: number[] = [];
    const started = performance.now();
    await pool(codes, doors, async (code) => {
      const t0 = performance.now();
      const found = await post(`/api/events/${eventId}/check-in/scan`, { code });
      if (!found.ok) {
        errors++;
        return;
      }
      const guest = (await found.json()) as { id: string; partySize: number };
      const res = await post(`/api/events/${eventId}/check-in/arrivals`, {
        actionId: randomUUID(),
        guestId: guest.id,
        party: guest.partySize,
      });
      if (!res.ok) errors++;
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
    });
    return { seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) };
  };
  const first = await round();
  const repeat = await round();
  const summary = (await (
    await fetch(`${server.url}/api/events/${eventId}/check-in`, { headers: { cookie } })
  ).json()) as { arrivedGuests: number };
  return {
    guests: total,
    doors,
    scans: codes.length,
    scansPerSecond: Math.round(codes.length / first.seconds),
    p50Ms: percentile(first.latencies, 0.5),
    p99Ms: percentile(first.latencies, 0.99),
    repeatScansPerSecond: Math.round(codes.length / repeat.seconds),
    counted: summary.arrivedGuests,
    errors,
  };
}
