import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { idempotencyKeys } from "./tables.ts";

/** What a write with an Idempotency-Key should do. */
export type Claim =
  | { kind: "new" }
  | { kind: "done"; status: number; body: string | null }
  /** Another request with the key is being handled right now. */
  | { kind: "busy" }
  /** The key was used for another method or path. */
  | { kind: "mismatch" }
  /** The key was used for this method and path with another body. */
  | { kind: "otherBody" };

/** How long a stored answer is kept: far longer than any phone stays offline with a queued change. */
const keepDays = 7;
/** A claim older than this was left by a request that never finished (a crash); it may be taken over. */
const abandonedAfterMs = 60_000;
const purgeEveryMs = 60 * 60_000;

export function createIdempotencyService({ db }: { db: Db }) {
  let lastPurge = 0;

  async function purgeNowAndThen() {
    if (Date.now() - lastPurge < purgeEveryMs) return;
    lastPurge = Date.now();
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${keepDays})`));
  }

  return {
    /**
     * Takes the key for this request, or says what was answered before. The insert is the lock:
     * of two requests with one key at once, exactly one inserts the row and goes on.
     */
    async claim(
      userId: string,
      key: string,
      request: { method: string; path: string; hash: string | null },
    ): Promise<Claim> {
      const { method, path, hash } = request;
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ userId, key, method, path, requestHash: hash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) {
        await purgeNowAndThen();
        return { kind: "new" };
      }
      const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
      const [row] = await db.select().from(idempotencyKeys).where(where);
      // Gone between the two statements (its request failed and let go): the caller may try again.
      if (!row) return { kind: "busy" };
      if (row.method !== method || row.path !== path) return { kind: "mismatch" };
      if (row.requestHash !== hash) return { kind: "otherBody" };
      if (row.status !== null) return { kind: "done", status: row.status, body: row.body };
      if (Date.now() - row.claimedAt.getTime() < abandonedAfterMs) return { kind: "busy" };
      // Take over an abandoned claim, again so that only one of several takers wins.
      const taken = await db
        .update(idempotencyKeys)
        .set({ claimedAt: new Date() })
        .where(and(where, isNull(idempotencyKeys.status), eq(idempotencyKeys.claimedAt, row.claimedAt)))
        .returning({ key: idempotencyKeys.key });
      return taken.length > 0 ? { kind: "new" } : { kind: "busy" };
    },

    /**
     * A guest removed their details: every stored answer that names them (by id or reply token)
     * goes, so their name, address, phone and old token do not wait out the seven days here.
     */
    async forgetMentions(...needles: string[]) {
      for (const needle of needles) {
        await db.delete(idempotencyKeys).where(sql`strpos(${idempotencyKeys.body}, ${needle}) > 0`);
      }
    },

    /** Stores the answer of a write that succeeded, for every later request with the key. */
    async complete(userId: string, key: string, status: number, body: string | null) {
      await db
        .update(idempotencyKeys)
        .set({ status, body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },

    /**
     * Lets go of the key after a refused or failed write: nothing was applied, so the same change
     * may be sent again (after the host fixed what was refused) and is then handled afresh.
     */
    async release(userId: string, key: string) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            isNull(idempotencyKeys.status),
          ),
        );
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
