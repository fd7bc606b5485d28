import fs from "node:fs";
import { spawn } from "node:child_process";
import { createEvent, guestCsv, signUpOn, tempDir } from "./tests/ops/server-process.ts";
const root = process.argv[2]; const dbUrl = process.argv[3] || "";
const port = 39000 + Math.floor(Math.random() * 500);
const dataDir = await tempDir("bench");
const child = spawn(process.execPath, ["--max-semi-space-size=1", `${root}/dist/server-build/server/main.js`], { cwd: root, env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, DATABASE_URL: dbUrl, FREE_GUEST_LIMIT: "100000", LOG_LEVEL: "error", AUTH_FLOOD_LIMIT: "1000" }, stdio: "inherit" });
const base = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const rss = () => Number(fs.readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)![1]) / 1024;
const host = await signUpOn(base, `h${Date.now()}@example.com`);
const results = [];
for (let round = 0; round < 3; round++) {
  const ev = await createEvent(host);
  await new Promise(r => setTimeout(r, 1500));
  const idle = rss(); let peak = idle;
  const sampler = setInterval(() => { peak = Math.max(peak, rss()); }, 20);
  let maxLat = 0; let busy = true;
  const probe = (async () => { while (busy) { const t = performance.now(); await host.request("GET", "/api/events"); maxLat = Math.max(maxLat, performance.now() - t); await new Promise(r => setTimeout(r, 20)); } })();
  const csv = guestCsv(10_000, `r${round}x`);
  const form = () => { const f = new FormData(); f.append("file", new File([new Uint8Array(csv)], "g.csv", { type: "text/csv" })); return f; };
  const t0 = performance.now();
  const p = await host.json<{ fingerprint: string }>("POST", `/api/events/${ev.id}/guests/import/preview`, form());
  const t1 = performance.now();
  const b = form(); b.append("fingerprint", p.fingerprint);
  const r = await host.json<{ inserted: number }>("POST", `/api/events/${ev.id}/guests/import`, b);
  const t2 = performance.now();
  busy = false; await probe; clearInterval(sampler);
  results.push({ inserted: r.inserted, previewS: ((t1 - t0) / 1000).toFixed(2), importS: ((t2 - t1) / 1000).toFixed(2), totalS: ((t2 - t0) / 1000).toFixed(2), aboveIdleMb: Math.round(peak - idle), maxOtherRequestMs: Math.round(maxLat) });
}
console.log(JSON.stringify({ root, db: dbUrl ? "postgres" : "pglite", results }));
child.kill("SIGTERM"); await new Promise(r => child.once("exit", r)); fs.rmSync(dataDir, { recursive: true, force: true });
