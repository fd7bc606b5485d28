import type { QueryClient } from "@tanstack/react-query";
import type { QueuedChange } from "./queued-change.ts";

/**
 * One kind of change the offline queue can hold, registered by the feature that makes it. The queue
 * itself sends any stored request; a kind only says how the change looks on screen before the
 * server has it. `apply` must be safe to run again on data that already shows the change: it runs
 * again whenever fresh data arrives while the change still waits.
 */
export type ChangeKind<Data = unknown> = {
  kind: string;
  apply: (client: QueryClient, change: QueuedChange & { data: Data }) => void;
  /** Takes the change off the screen when the host discards it (the server never had it). */
  revert: (client: QueryClient, change: QueuedChange & { data: Data }) => void;
};

const kinds = new Map<string, ChangeKind>();
const listeners = new Set<() => void>();

export function registerChangeKind<Data>(kind: ChangeKind<Data>) {
  if (kinds.get(kind.kind) === kind) return;
  kinds.set(kind.kind, kind as ChangeKind);
  // Changes restored from an earlier visit can show now that their feature is loaded.
  for (const listener of listeners) listener();
}

export function changeKind(name: string): ChangeKind | undefined {
  return kinds.get(name);
}

export function onChangeKindRegistered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
