import type pg from "pg";

/**
 * Runs `work` while holding a PostgreSQL advisory lock named `name`, on a pool connection of its
 * own (so `work` may use the pool's others): servers started together on one database take turns
 * at what must not run twice at once, such as migrations and creating pg-boss's queues.
 */
export async function withSessionLock<T>(pool: pg.Pool, name: string, work: () => Promise<T>): Promise<T> {
  const session = await pool.connect();
  try {
    await session.query("select pg_advisory_lock(hashtext($1))", [name]);
    return await work();
  } finally {
    await session.query("select pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
    session.release();
  }
}
