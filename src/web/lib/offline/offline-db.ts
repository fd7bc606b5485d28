import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { QueuedChange } from "./queued-change.ts";

/**
 * The browser's offline store (spec §3 "Offline local store", version 1): `pendingActions` holds
 * the changes waiting for the server, in the order they were made (an auto-incremented key), and
 * `cachedData` the saved query cache and the ids the server gave to things made offline.
 */
export interface OfflineSchema extends DBSchema {
  pendingActions: { key: number; value: QueuedChange; indexes: { timestamp: number } };
  cachedData: {
    key: string;
    value: { key: string; timestamp: number; value: unknown };
    indexes: { timestamp: number };
  };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export const offlineDbName = "eventhub-offline";

let opening: Promise<OfflineDb> | null = null;

/** One connection per page; `name` lets tests open their own. */
export function openOfflineDb(name = offlineDbName): Promise<OfflineDb> {
  const open = () =>
    openDB<OfflineSchema>(name, 1, {
      upgrade(db) {
        const actions = db.createObjectStore("pendingActions", { keyPath: "seq", autoIncrement: true });
        actions.createIndex("timestamp", "timestamp");
        const cached = db.createObjectStore("cachedData", { keyPath: "key" });
        cached.createIndex("timestamp", "timestamp");
      },
    });
  if (name !== offlineDbName) return open();
  opening ??= open().catch((error) => {
    opening = null;
    throw error;
  });
  return opening;
}
