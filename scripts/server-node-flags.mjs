/**
 * The Node flags the production server runs with, for `npm start` and the bench alike.
 *
 * Embedded mode (no DATABASE_URL) is for one host on a small machine, where memory is what runs
 * out first: V8's young generation, left to grow to 2 × 16 MB under load, is capped at 1 MB a
 * half. Idle memory fell from 216 to 192 MB on the bench's seeds (decision record 0009). V8 takes
 * this only from the command line, so the server cannot set it on itself. With PostgreSQL the
 * server keeps V8's defaults: the database holds the data there, and throughput matters more.
 */
export function serverNodeFlags(env = process.env) {
  return env.DATABASE_URL ? [] : ["--max-semi-space-size=1"];
}
