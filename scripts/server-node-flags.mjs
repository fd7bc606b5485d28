/**
 * The Node flags the production server runs with, for `npm start` and the bench alike.
 *
 * Embedded mode (no DATABASE_URL) is for one host on a small machine, where memory is what runs
 * out first. V8's young generation, left to grow to 2 × 16 MB under load, is capped at 1 MB a
 * half: idle memory fell from 216 to 192 MB on the bench's seeds (decision record 0009). With so
 * small a young generation the short-lived rows of a long export were promoted, and the old
 * generation, whose limit V8 sets from the machine's memory (about 4 GB here), grew by 136 MB
 * before V8 collected it. A limit of 256 MB, five times the server's live heap, makes V8 collect
 * early: the export of 100,000 guests then adds 20 MB. V8 takes these only from the command
 * line, so the server cannot set them on itself. With PostgreSQL the server keeps V8's defaults:
 * the database holds the data there, and throughput matters more.
 */
export function serverNodeFlags(env = process.env) {
  // --expose-gc: the server collects once when it falls quiet (src/server/idle-collect.ts, 0025).
  // --liftoff-only: every WebAssembly module stays on V8's baseline compiler. The server also sets
  // it on itself before PGlite compiles (db/pglite-memory.ts), but by then Node's own WebAssembly
  // (the CommonJS lexer behind ESM imports, undici's HTTP parser) had been compiled and tiered up
  // with the optimising compiler, whose zone memory glibc kept: idle after start read 261-281 MB
  // without the flag and 236 MB with it, 45 MB of it malloc (0025).
  return env.DATABASE_URL
    ? []
    : ["--max-semi-space-size=1", "--max-old-space-size=256", "--expose-gc", "--liftoff-only"];
}

/**
 * The environment the production server runs in: the caller's, plus glibc's malloc settings in
 * embedded mode (decision record 0025). Memory Node allocates outside V8's heap (buffers, zlib,
 * libvips, compiled code) comes from glibc's malloc, which by default gives each thread that
 * allocates an arena of its own (up to 8 per core) and keeps what was freed inside them: after an
 * hour of mixed use that was most of the growth, and none of it came back when idle. One arena,
 * shared by all threads, so that a hole one thread's work leaves is filled by another's rather
 * than each arena keeping its own high-water mark (two arenas read 4–7 MB more malloc in the
 * 20-minute soak beside it); blocks of 1 MB or more taken from and given back to the system
 * directly, the heap's top given back once 2 MB are free, and grown by what is asked, without
 * glibc's 128 KB of padding. The idle server hands back every free page inside the heap as well
 * (malloc_trim, decision record 0034), so smaller blocks may come from the heap: with 64 KB and
 * 128 KB (0025) every zlib and Brotli call took its work areas fresh from the system, and
 * compressing an 18 KB page took twice as long; the soak read the same idle (245 against 249 MB).
 * glibc reads these once, when the process starts, so they are set here and not in the server.
 * An operator's own values (not empty) win; other C libraries (musl) ignore them.
 */
export function serverEnv(env = process.env) {
  if (env.DATABASE_URL) return env;
  const malloc = {
    MALLOC_ARENA_MAX: "1",
    MALLOC_MMAP_THRESHOLD_: "1048576",
    MALLOC_TRIM_THRESHOLD_: "2097152",
    MALLOC_TOP_PAD_: "0",
  };
  const result = { ...env };
  for (const [name, value] of Object.entries(malloc)) result[name] ||= value;
  return result;
}
