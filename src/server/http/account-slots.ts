import type { Readable } from "node:stream";
import { AppError } from "./app-error.ts";

/**
 * At most `limit` of something at once per account, counted in this process. Cheap enough to
 * ask before reading a request body; what must hold across server instances needs the database.
 */
export function accountSlots(limit: number) {
  const held = new Map<string, number>();
  return {
    /** A release function (safe to call twice), or null when the account has no slot left. */
    take(accountId: string): (() => void) | null {
      const used = held.get(accountId) ?? 0;
      if (used >= limit) return null;
      held.set(accountId, used + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (held.get(accountId) ?? 1) - 1;
        if (left > 0) held.set(accountId, left);
        else held.delete(accountId);
      };
    },
  };
}

/** One place in a waiting line: `ready` when it may start; `leave` when done or given up (safe twice). */
export type Turn = { ready: Promise<void>; leave: () => void };

/**
 * At most `running` of something at once in this process, the rest waiting their turn in the
 * order they came, at most `waiting` of them; `join` answers null when the line is full. A place
 * left before its turn came is taken out of the line.
 */
export function waitingLine(running: number, waiting: number) {
  let active = 0;
  const line: (() => void)[] = [];
  const next = () => {
    active--;
    const start = line.shift();
    if (start) {
      active++;
      start();
    }
  };
  return {
    join(): Turn | null {
      let left = false;
      if (active < running) {
        active++;
        return {
          ready: Promise.resolve(),
          leave: () => {
            if (left) return;
            left = true;
            next();
          },
        };
      }
      if (line.length >= waiting) return null;
      let started = false;
      let ready!: () => void;
      const start = () => {
        started = true;
        ready();
      };
      line.push(start);
      return {
        ready: new Promise<void>((resolve) => {
          ready = resolve;
        }),
        leave: () => {
          if (left) return;
          left = true;
          if (started) next();
          else line.splice(line.indexOf(start), 1);
        },
      };
    },
    /** How many run and how many wait (tests, the admin's health figures). */
    counts: () => ({ running: active, waiting: line.length }),
  };
}

export type WaitingLine = ReturnType<typeof waitingLine>;

/**
 * "Download my data" builds at most two at once in this process, whoever asks; the others wait
 * their turn, up to twenty (decision record 0021). Each is streamed, so memory does not limit
 * them: the database and the event loop do, and two leave room for everyone else's requests.
 */
export const exportLine = { running: 2, waiting: 20 } as const;

/**
 * Heavy downloads one account may run at once on this server: each export reads every table and
 * file of the account and zips them, and ten at a time took the health check from milliseconds
 * to seconds for everyone (issue 30). The next one is refused with 429 and a message saying why,
 * as a second guest import is. Counted per instance: what they protect is this process's event
 * loop and memory (decision record 0021).
 */
export const accountBounds = { export: 1, galleryZip: 2 } as const;

export type HeavyWork = keyof typeof accountBounds;

export function createAccountSlots(
  bounds: Record<HeavyWork, number> = accountBounds,
  line: { running: number; waiting: number } = exportLine,
) {
  const slots: Record<HeavyWork, ReturnType<typeof accountSlots>> = {
    export: accountSlots(bounds.export),
    galleryZip: accountSlots(bounds.galleryZip),
  };

  function take(kind: HeavyWork, accountId: string, message: string): () => void {
    const release = slots[kind].take(accountId);
    if (!release) throw new AppError("rate_limited", message);
    return release;
  }

  return {
    /** The process-wide line of "Download my data" builds (see `exportLine`). */
    exports: waitingLine(line.running, line.waiting),

    /**
     * Runs `start` in one of the account's slots of this kind, held until the download's stream
     * closes (finished, failed or abandoned by the client), or given back at once if `start` fails.
     */
    async whileStreaming<T extends { stream: Readable }>(
      kind: HeavyWork,
      accountId: string,
      message: string,
      start: () => Promise<T>,
    ): Promise<T> {
      const release = take(kind, accountId, message);
      try {
        const download = await start();
        download.stream.once("close", release);
        return download;
      } catch (err) {
        release();
        throw err;
      }
    },
  };
}

export type AccountSlots = ReturnType<typeof createAccountSlots>;
