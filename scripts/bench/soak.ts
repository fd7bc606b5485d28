// `npm run bench -- --soak`: the embedded server's memory over a long run (issue 31, item 3).
// SOAK_MINUTES (default 20) of mixed traffic as hosts and guests make it (sign-ups, events, guests
// added one by one and imported, replies, photo uploads, feed posts, signed-in and public reads),
// with the server's resident memory at every five-minute mark and once idle afterwards. Target:
// idle ≤ 250 MB after the soak, and no growth from the second to the fourth mark (decision 0025).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type BenchServer, startBenchServer } from "./bench-server.ts";
import { type MemoryParts, residentParts } from "./resident-parts.ts";

export type SoakMark = { minute: number; journeys: number; requests: number; errors: number } & MemoryParts;

export type SoakFigure = {
  minutes: number;
  workers: number;
  startIdle: MemoryParts;
  marks: SoakMark[];
  /** Measured `idleSeconds` after the traffic stopped. */
  endIdle: MemoryParts & { idleSeconds: number };
  /** RSS at the last mark minus RSS at the second (10 and 20 minutes in the full soak). */
  growthMb: number;
  idleTargetMb: number;
  pass: boolean;
};

/** Failed requests by route and status, to tell a broken journey from a slow one. */
const failures = new Map<string, number>();

type Client = { url: string; post(path: string, body: unknown, cookie?: string): Promise<Response> };

function client(url: string): Client {
  return {
    url,
    post: (p, body, cookie) =>
      fetch(`${url}${p}`, {
        method: "POST",
        headers: {
          origin: url,
          ...(cookie ? { cookie } : {}),
          ...(body instanceof FormData ? {} : { "content-type": "application/json" }),
        },
        body: body instanceof FormData ? body : JSON.stringify(body),
      }),
  };
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/**
 * One host's visit and their guests' answers: sign up, create a public event, add guests one by
 * one and import 200 more from a CSV, read the list, let guests open and answer their reply pages,
 * upload a photo, post in the feed, and read what a host and a visitor read. Returns the requests
 * sent and how many failed.
 */
async function journey(c: Client, n: number, photo: Buffer): Promise<{ requests: number; errors: number }> {
  let requests = 0;
  let errors = 0;
  const check = async (res: Promise<Response>) => {
    const r = await res;
    requests++;
    if (r.status >= 400) {
      errors++;
      const route = `${new URL(r.url).pathname.replace(/[0-9a-f-]{20,}/g, "{id}")} ${r.status}`;
      failures.set(route, (failures.get(route) ?? 0) + 1);
    }
    return r;
  };
  const read = async (p: string, headers: Record<string, string> = {}) => {
    const r = await check(fetch(`${c.url}${p}`, { headers }));
    await r.arrayBuffer();
    return r;
  };
  const tag = `${process.pid}-${n}-${Date.now()}`;
  const signUp = await check(
    c.post("/api/auth/sign-up/email", {
      email: `soak-${tag}@example.com`,
      password: "Tr1cky-Lantern!",
      name: `Soak Host ${n}`,
    }),
  );
  await signUp.arrayBuffer();
  const cookie = cookieOf(signUp);
  if (!signUp.ok) return { requests, errors };
  const created = await check(
    c.post(
      "/api/events",
      {
        title: `Soak evening ${n}`,
        description: "Dinner, music and a long guest list.",
        date: "2031-02-01",
        time: "19:00",
        location: "Indiranagar, Bangalore",
        isPublic: true,
        timeZone: "Asia/Kolkata",
      },
      cookie,
    ),
  );
  const event = (await created.json()) as { id: string };
  if (!created.ok) return { requests, errors };
  for (let g = 0; g < 5; g++) {
    const r = await check(
      c.post(
        `/api/events/${event.id}/guests`,
        { name: `Guest ${g}`, email: `guest-${g}-${tag}@example.com`, status: "invited" },
        cookie,
      ),
    );
    await r.arrayBuffer();
  }
  const csv = ["name,email,phone,category,status"];
  for (let i = 0; i < 200; i++) csv.push(`"Imported, ${i}",imp-${i}-${tag}@example.com,,friend,invited`);
  const form = () => {
    const f = new FormData();
    f.append("file", new File([csv.join("\n")], "guests.csv", { type: "text/csv" }));
    return f;
  };
  const preview = await check(c.post(`/api/events/${event.id}/guests/import/preview`, form(), cookie));
  const { fingerprint } = (await preview.json()) as { fingerprint?: string };
  if (fingerprint) {
    const body = form();
    body.append("fingerprint", fingerprint);
    await (await check(c.post(`/api/events/${event.id}/guests/import`, body, cookie))).arrayBuffer();
  }
  const list = await check(
    fetch(`${c.url}/api/events/${event.id}/guests?pageSize=25`, { headers: { cookie } }),
  );
  const guests = ((await list.json()) as { items?: { rsvpPath: string }[] }).items ?? [];
  await read(`/api/events/${event.id}/guests?page=3&pageSize=25`, { cookie });
  await read(`/api/events/${event.id}/guests?search=Imported%2042&pageSize=25`, { cookie });
  for (const [i, g] of guests.slice(0, 4).entries()) {
    const token = g.rsvpPath.split("/").pop();
    await read(`/rsvp/${token}`, { accept: "text/html", "accept-encoding": "gzip" });
    const r = await check(
      fetch(`${c.url}/api/rsvp/${token}`, {
        method: "PUT",
        headers: { "content-type": "application/json", origin: c.url },
        body: JSON.stringify({ response: (["attending", "not_attending", "maybe"] as const)[i % 3] }),
      }),
    );
    await r.arrayBuffer();
  }
  const upload = new FormData();
  upload.append("file", new File([new Uint8Array(photo)], `photo-${n}.jpg`, { type: "image/jpeg" }));
  await (await check(c.post(`/api/events/${event.id}/gallery`, upload, cookie))).arrayBuffer();
  const post = new FormData();
  post.append("title", "Parking");
  post.append("content", "Parking is at the back, past the mango tree.");
  await (await check(c.post(`/api/events/${event.id}/feed`, post, cookie))).arrayBuffer();
  await read("/api/events/mine", { cookie });
  await read(`/api/events/${event.id}/gallery`, { cookie });
  await read(`/api/events/${event.id}/feed`, { cookie });
  await read(`/api/events/${event.id}`);
  await read(`/events/${event.id}`, { accept: "text/html", "accept-encoding": "gzip" });
  await read("/events", { accept: "text/html", "accept-encoding": "gzip" });
  await read(`/api/events/public?page=${1 + (n % 5)}`);
  await read("/", { accept: "text/html" });
  return { requests, errors };
}

export async function soak(
  root: string,
  {
    minutes = Number(process.env.SOAK_MINUTES ?? 20),
    workers = 4,
    idleSeconds = 60,
    idleTargetMb = 250,
  } = {},
): Promise<SoakFigure> {
  console.log(`\n== Soak: ${minutes} minutes of mixed traffic on PGlite, ${workers} clients at once`);
  const server: BenchServer = await startBenchServer(root, {
    seeds: [["--events", "40", "--guests-per-event", "100"]],
  });
  try {
    await new Promise((r) => setTimeout(r, 10_000));
    const startIdle = residentParts(server.pid);
    console.log(`   idle after start: ${JSON.stringify(startIdle)}`);
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 40, b: 110 } },
    })
      .jpeg()
      .toBuffer();
    const c = client(server.url);
    const started = Date.now();
    const endAt = started + minutes * 60_000;
    let journeys = 0;
    let requests = 0;
    let errors = 0;
    const marks: SoakMark[] = [];
    const markEvery = Math.min(5, minutes);
    let nextMark = 1;
    const sampler = setInterval(() => {
      const minute = nextMark * markEvery;
      if (Date.now() - started < minute * 60_000) return;
      nextMark++;
      const mark = { minute, journeys, requests, errors, ...residentParts(server.pid) };
      marks.push(mark);
      console.log(`   ${minute} min: ${JSON.stringify(mark)}`);
    }, 1000);
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (Date.now() < endAt) {
          const r = await journey(c, journeys++, photo).catch((err: unknown) => {
            console.log(`   a journey failed: ${String(err)}`);
            return { requests: 1, errors: 1 };
          });
          requests += r.requests;
          errors += r.errors;
        }
      }),
    );
    // The last mark may fall while the final journeys finish.
    while (marks.length < Math.floor(minutes / markEvery)) await new Promise((r) => setTimeout(r, 500));
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const endIdle = { ...residentParts(server.pid), idleSeconds };
    console.log(`   idle ${idleSeconds} s after: ${JSON.stringify(endIdle)}`);
    if (errors > 0) {
      console.log(
        `   ${errors} of ${requests} requests failed: ${JSON.stringify(Object.fromEntries(failures))}`,
      );
      console.log(`   server log:\n${server.logTail()}`);
    }
    const second = marks[Math.min(1, marks.length - 1)];
    const growthMb = (marks.at(-1)?.rssMb ?? 0) - (second?.rssMb ?? 0);
    const figure: SoakFigure = {
      minutes,
      workers,
      startIdle,
      marks,
      endIdle,
      growthMb,
      idleTargetMb,
      pass: endIdle.rssMb <= idleTargetMb && growthMb <= 0,
    };
    const outDir = path.join(root, "bench-results");
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, "soak.json"), JSON.stringify(figure, null, 2));
    fs.writeFileSync(path.join(outDir, "soak.md"), renderSoak(figure));
    console.log(`\n${renderSoak(figure)}\nWritten to bench-results/soak.md and soak.json`);
    return figure;
  } finally {
    await server.stop();
  }
}

export function renderSoak(f: SoakFigure): string {
  const row = (label: string, p: MemoryParts, extra = "") =>
    `| ${label} | ${p.rssMb} | ${p.wasmMb} | ${p.mallocMb} | ${p.otherMb} | ${p.filesMb} | ${extra} |`;
  return [
    `## Soak: ${f.minutes} minutes of mixed traffic, embedded database (PGlite)`,
    "",
    "| when | RSS MB | WebAssembly | malloc | V8 and other | files | traffic |",
    "|---|---|---|---|---|---|---|",
    row("idle after start", f.startIdle),
    ...f.marks.map((m) =>
      row(`${m.minute} min`, m, `${m.journeys} journeys, ${m.requests} requests, ${m.errors} errors`),
    ),
    row(`idle ${f.endIdle.idleSeconds} s after`, f.endIdle),
    "",
    `Idle after the soak: ${f.endIdle.rssMb} MB (target ≤ ${f.idleTargetMb} MB); from the ${f.marks[1]?.minute ?? "-"}-minute mark to the last: ${f.growthMb >= 0 ? "+" : ""}${f.growthMb} MB (target: no growth). ${f.pass ? "Pass." : "Fail."}`,
  ].join("\n");
}
