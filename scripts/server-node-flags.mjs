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
  return env.DATABASE_URL ? [] : ["--max-semi-space-size=1", "--max-old-space-size=256"];
}
