import fs from "node:fs";

/** Where the server's resident memory is, from /proc/<pid>/smaps (see residentParts). */
export type MemoryParts = {
  rssMb: number;
  /** PGlite's WebAssembly memory: the pages in front of V8's reservation of 8 GB or more. */
  wasmMb: number;
  /** glibc's main malloc arena ([heap]) and its per-thread arenas (64 MB reservations). */
  mallocMb: number;
  /** Shared libraries and other files mapped in (Node, libvips, code). */
  filesMb: number;
  /** Every other anonymous mapping: V8's heap, large malloc blocks, stacks. */
  otherMb: number;
};

const mb = (kb: number) => Math.round(kb / 1024);

/**
 * The server's resident memory split by kind of mapping, so a growth can be told apart without
 * touching the server: the WebAssembly memory is one reservation of 8 GB or more, a thread's malloc
 * arena one of exactly 64 MB (split into a used and a reserved part, so their sizes add up to it).
 */
export function residentParts(pid: number): MemoryParts {
  type Mapping = { start: number; end: number; anonymous: boolean; name: string; rssKb: number };
  const maps: Mapping[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      const name = head[4];
      maps.push({
        start: Number.parseInt(head[1], 16),
        end: Number.parseInt(head[2], 16),
        anonymous: head[3] === "0" && !name.startsWith("/"),
        name,
        rssKb: 0,
      });
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length > 0) maps[maps.length - 1].rssKb = Number(rss[1]);
  }
  const gb = 1024 ** 3;
  const arenaSize = 64 * 1024 ** 2;
  /** Each run of adjacent anonymous mappings whose reservation, in all, is that of a wasm memory. */
  const wasm = new Set<Mapping>();
  for (let i = 0; i < maps.length; i++) {
    const m = maps[i];
    // V8 maps a wasm memory as its accessible pages followed by the rest of an 8 GB+ reservation.
    const next = maps[i + 1];
    if (m.anonymous && m.end - m.start >= 4 * gb) wasm.add(m);
    else if (m.anonymous && next?.anonymous && next.start === m.end && next.end - next.start >= 4 * gb)
      wasm.add(m);
  }
  /** Anonymous mappings tiling a 64 MB-aligned 64 MB block: a malloc arena of a thread. */
  const blocks = new Map<number, Mapping[]>();
  for (const m of maps) {
    if (!m.anonymous || m.name !== "" || wasm.has(m)) continue;
    const base = m.start - (m.start % arenaSize);
    if (m.end > base + arenaSize) continue;
    blocks.set(base, [...(blocks.get(base) ?? []), m]);
  }
  const arenas = new Set<Mapping>();
  for (const [base, ms] of blocks) {
    if (ms[0].start === base && ms.reduce((sum, m) => sum + m.end - m.start, 0) === arenaSize) {
      for (const m of ms) arenas.add(m);
    }
  }
  const parts = { rss: 0, wasm: 0, malloc: 0, files: 0, other: 0 };
  for (const m of maps) {
    parts.rss += m.rssKb;
    if (wasm.has(m)) parts.wasm += m.rssKb;
    else if (m.name === "[heap]" || arenas.has(m)) parts.malloc += m.rssKb;
    else if (!m.anonymous) parts.files += m.rssKb;
    else parts.other += m.rssKb;
  }
  return {
    rssMb: mb(parts.rss),
    wasmMb: mb(parts.wasm),
    mallocMb: mb(parts.malloc),
    filesMb: mb(parts.files),
    otherMb: mb(parts.other),
  };
}
