import type { Page } from "playwright-core";
import { expect } from "vitest";

// What the offline tests share (offline.test.ts, offline-check-in.test.ts).

export const savedOnDevice = "Saved on this device. It will be sent when you are back online.";

/** Waits until the service worker controls the page (it must, for an offline reload to load anything). */
export async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** Whether the saved query cache holds an answer whose key starts so (it is written a moment after each change). */
export function isSaved(page: Page, prefix: string[]) {
  return page.evaluate(
    (prefix) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("eventhub-offline");
        open.onsuccess = () => {
          const read = open.result.transaction("cachedData").objectStore("cachedData").getAll();
          read.onsuccess = () => {
            const starts = (key: unknown[]) => prefix.every((part, i) => key[i] === part);
            const saved = read.result as { key: string; value: { query?: { queryKey: unknown[] } } }[];
            resolve(
              saved.some(
                (r) => r.key.startsWith("query:") && r.value.query && starts(r.value.query.queryKey),
              ),
            );
            open.result.close();
          };
        };
        open.onerror = () => resolve(false);
      }),
    prefix,
  );
}

export async function savedForOffline(page: Page, prefix: string[]) {
  await expect.poll(() => isSaved(page, prefix), { timeout: 10_000 }).toBe(true);
}
