import type { Readable } from "node:stream";
import { AppError } from "./app-error.ts";

/**
 * Heavy downloads one account may run at once on this server: each export reads every table and
 * file of the account and zips them, and ten at a time took the health check from milliseconds
 * to seconds for everyone (issue 30). The next one is refused with 429 and a message saying why,
 * as a second guest import is. Counted per instance: what they protect is this process's event
 * loop and memory (decision record 0021).
 */
export const accountBounds = { export: 1, galleryZip: 2 } as const;

export type HeavyWork = keyof typeof accountBounds;

export function createAccountSlots(bounds: Record<HeavyWork, number> = accountBounds) {
  const running = new Map<string, number>();

  function take(kind: HeavyWork, accountId: string, message: string): () => void {
    const key = `${kind}:${accountId}`;
    const now = running.get(key) ?? 0;
    if (now >= bounds[kind]) throw new AppError("rate_limited", message);
    running.set(key, now + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    };
  }

  return {
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
