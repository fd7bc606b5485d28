import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInFailures, user } from "./tables.ts";

// Three limits on failed e-mail sign-ins (docs/decisions/0007-sign-in-limits.md).
/** Limit 1, one account from one address: the 4th attempt within the window is refused. */
const accountAddressLimit = 3;
/** Limit 3, one address whatever the accounts: a flood guard, high enough for a venue's Wi-Fi. */
const addressLimit = 100;
/** The fixed window of limits 1 and 3, from the first failure in it. */
const windowMinutes = 15;
/**
 * Limit 2, one account from anywhere: the first 10 failures are free; after the n-th each attempt
 * waits 2 s × 2^(n − 10) since the last one (2 s, 4 s, 8 s … 15 min at the 19th), so guesses
 * spread over many addresses get at most about four an hour.
 */
const accountFreeFailures = 10;
const backoffBaseSeconds = 2;
const backoffCapSeconds = 15 * 60;
/**
 * The account's count is forgotten only after this long without an attempt: far longer than the
 * cap, so waiting it out buys fewer guesses than staying at the cap would.
 */
const accountMemoryHours = 6;
/** Rows idle this long are swept now and then by a failing attempt. */
const sweepAfterHours = 24;
const sweepChance = 0.01;

export const tooManyAttemptsMessage =
  "Too many failed login attempts. Please try again later or reset your password.";

/** The counters an attempt touches; the address comes first in the pair so `|` cannot be ambiguous. */
function limitKeys(email: string, ip: string) {
  return { pair: `acct-ip:${ip}|${email}`, account: `acct:${email}`, address: `ip:${ip}` };
}
type Keys = ReturnType<typeof limitKeys>;
type Counted = { wait: number; stamp: string; previous: string | null };

/**
 * Checks the three limits and, if none refuses, counts this attempt, in one statement. Counting
 * before the password is checked (and taking it back unless it fails) is what keeps a burst of
 * parallel guesses from all passing the check before the first failure is written. The row
 * locks serialise attempts on the same keys; every statement here takes them in key order, so
 * two attempts never wait on each other in a circle. Returns the seconds to wait (0 when counted), and
 * what `uncount` needs to put the account's last-attempt time back.
 */
async function checkAndCount(db: Db, keys: Keys): Promise<Counted> {
  const { pair, account, address } = keys;
  const window = sql`make_interval(mins => ${windowMinutes}::int)`;
  const memory = sql`make_interval(hours => ${accountMemoryHours}::int)`;
  // The exponent is clamped so a long-attacked account never overflows double precision.
  const backoff = sql`make_interval(secs => least(${backoffBaseSeconds}::float8 * 2 ^ least(c.count - ${accountFreeFailures}::int, 30), ${backoffCapSeconds}::float8))`;
  // A row past its window (or the account's memory) starts counting again.
  const stale = sql`(case when sign_in_failures.key = ${account}
    then sign_in_failures.updated_at <= now() - ${memory}
    else sign_in_failures.first_at <= now() - ${window} end)`;
  const result = await db.execute(sql`
    with c as (
      select key, count, first_at, updated_at from sign_in_failures
       where key in (${pair}, ${account}, ${address})
       order by key for update
    ),
    refused as (
      select coalesce(max(extract(epoch from case
        when c.key = ${account} then
          case when c.updated_at > now() - ${memory} and c.count >= ${accountFreeFailures}::int
            then c.updated_at + ${backoff} - now() end
        when c.first_at > now() - ${window}
          and c.count >= case when c.key = ${pair} then ${accountAddressLimit}::int else ${addressLimit}::int end
          then c.first_at + ${window} - now()
      end)), 0)::float8 as wait
      from c
    ),
    counted as (
      insert into sign_in_failures (key, count)
      select k, 1 from unnest(array[${pair}, ${account}, ${address}]::text[]) as k
       where (select wait from refused) <= 0
       order by k
      on conflict (key) do update set
        count = case when ${stale} then 1 else sign_in_failures.count + 1 end,
        first_at = case when ${stale} then now() else sign_in_failures.first_at end,
        updated_at = now()
    )
    select wait, now()::text as stamp,
           (select updated_at::text from c where c.key = ${account}) as previous
      from refused`);
  const [row] = (
    result as unknown as { rows: { wait: number | string; stamp: string; previous: string | null }[] }
  ).rows;
  return { wait: Number(row?.wait ?? 0), stamp: row?.stamp ?? "", previous: row?.previous ?? null };
}

/**
 * An attempt that did not fail on its password (signed in, or never checked) stops counting, and
 * the account's backoff runs again from the last real failure: the owner typing the right
 * password does not make their next sign-in wait. Unless another attempt has counted since.
 */
async function uncount(db: Db, keys: Keys, { stamp, previous }: Counted) {
  const t = signInFailures;
  await db
    .update(t)
    .set({
      count: sql`greatest(${t.count} - 1, 0)`,
      updatedAt: sql`case when ${t.key} = ${keys.account} and ${t.updatedAt} = ${stamp}::timestamptz
        then coalesce(${previous}::timestamptz, ${t.updatedAt}) else ${t.updatedAt} end`,
    })
    .where(
      inArray(
        t.key,
        db
          .select({ key: t.key })
          .from(t)
          .where(inArray(t.key, Object.values(keys)))
          .orderBy(t.key)
          .for("update"),
      ),
    );
}

function tooManyAttempts(waitSeconds: number): Response {
  return Response.json(
    { code: "TOO_MANY_ATTEMPTS", message: tooManyAttemptsMessage },
    {
      status: 429,
      headers: { "retry-after": String(Math.max(1, Math.ceil(waitSeconds))), "cache-control": "no-store" },
    },
  );
}

/**
 * Wraps Better Auth's e-mail sign-in: limits failed attempts per account and address, per
 * account, and per address, and tells "no such account" from "wrong password" so the login
 * screen can show the spec's two texts (registration already reveals whether an e-mail is
 * taken, so this reveals nothing new). A success does not reset any count: an attacker with an
 * account of their own could otherwise reset the address limits at will.
 */
export async function guardedSignIn(
  db: Db,
  ip: string,
  request: Request,
  handle: (req: Request) => Promise<Response>,
): Promise<Response> {
  const body = (await request
    .clone()
    .json()
    .catch(() => ({}))) as { email?: unknown } | null;
  const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
  // Without an e-mail no password is checked: Better Auth answers 400 and nothing is counted.
  if (!email) return handle(request);

  const keys = limitKeys(email, ip);
  const counted = await checkAndCount(db, keys);
  if (counted.wait > 0) return tooManyAttempts(counted.wait);

  let response: Response;
  try {
    response = await handle(request);
  } catch (err) {
    await uncount(db, keys, counted);
    throw err;
  }
  if (response.status !== 401) {
    await uncount(db, keys, counted);
    return response;
  }

  const [[existing]] = await Promise.all([
    db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1),
    Math.random() < sweepChance ? sweep(db) : undefined,
  ]);
  const answer = existing
    ? { code: "WRONG_PASSWORD", message: "Incorrect password. Please try again." }
    : { code: "USER_NOT_FOUND", message: "No account found with this email. Please register first." };
  return Response.json(answer, { status: 401, headers: { "cache-control": "no-store" } });
}

/** Forgets counters no limit looks at any more (they hold e-mails and addresses), never waiting on one in use. */
export async function sweep(db: Db) {
  const t = signInFailures;
  const cutoff = sql`now() - make_interval(hours => ${sweepAfterHours}::int)`;
  await db.delete(t).where(
    inArray(
      t.key,
      db
        .select({ key: t.key })
        .from(t)
        .where(and(lt(t.firstAt, cutoff), lt(t.updatedAt, cutoff)))
        .for("update", { skipLocked: true }),
    ),
  );
}

/**
 * A deleted account's counters go with it: its address, alone and paired with each client address
 * it was tried from. The per-address counters name no account and age out as before.
 */
export async function forgetAccountCounters(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  await db
    .delete(signInFailures)
    .where(
      sql`${signInFailures.key} = ${`acct:${address}`} or (${signInFailures.key} like 'acct-ip:%' and right(${signInFailures.key}, ${address.length + 1}) = ${`|${address}`})`,
    );
}
