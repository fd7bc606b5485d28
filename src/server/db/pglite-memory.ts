import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";

// How the embedded database keeps the server's memory small (decision record 0009, "Embedded mode
// memory and the CSV import"). PGlite runs PostgreSQL compiled to WebAssembly inside this process.

/**
 * PostgreSQL's memory settings, sized for one process serving one small site. PostgreSQL lives in
 * a WebAssembly memory that grows and never shrinks: whatever it touches once stays resident for
 * the life of the process. initdb's defaults are a server's (shared_buffers 128 MB,
 * maintenance_work_mem 64 MB) and cost the embedded server some 120 MB. A page that falls out of
 * the smaller cache is read again from DATA_DIR, which the operating system caches anyway: the
 * cost is a system call, not a disk read. These are cache and work-area sizes only; durability and
 * query results do not change.
 */
const memorySettings = {
  // initdb: 128MB. 16 MB holds the hot pages of the bench's database (4,000 guests in 40 events
  // and a 10,000-guest event); each 16 MB more costs 16 MB of resident memory once filled.
  shared_buffers: "16MB",
  // initdb: 64MB. Index builds (migrations) and vacuum; a larger job spills to temporary files
  // instead of growing the memory for good.
  maintenance_work_mem: "16MB",
  // initdb: 100. ANALYZE (the housekeeping's, db/pglite-housekeeping.ts) reads a sample of
  // 300 × this many rows into memory; once the guest list passed 30,000 rows that sample raised the
  // WebAssembly memory's high-water mark for good: 30 → 40 MB over 46,000 guests, 33 MB at 25
  // (decision record 0025, 2026-11-27). 25 keeps 25 common values and histogram buckets per column.
  default_statistics_target: "25",
};

/** PGlite's own start parameters (single-user mode, no parallel workers, …) plus ours. */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(memorySettings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
];

/**
 * Keeps PostgreSQL's 9 MB of WebAssembly on V8's baseline code (Liftoff). By default V8 recompiles
 * hot functions with its optimising compiler in background threads, which left some 50 MB more
 * resident on the idle server. Baseline code is slower on long computations inside the database
 * (a sort over thousands of rows); the app's queries spend their time in PGlite's message passing
 * and file calls, where the difference did not show (0009). Must run before PGlite compiles its
 * module; PGlite is the only WebAssembly in the process, and PostgreSQL mode never calls this.
 */
export function leanEmbeddedProcess() {
  v8.setFlagsFromString("--liftoff-only");
}
