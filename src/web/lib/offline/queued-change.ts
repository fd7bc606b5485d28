import type { QueryKey } from "@tanstack/react-query";

/** A request as the queue stores it: JSON, or a form whose file IndexedDB keeps as a Blob. */
export type QueuedRequest = {
  method: "POST" | "PUT" | "DELETE";
  /**
   * The URL as sent, a string: it is stored (IndexedDB) and sent later, perhaps after a reload, and
   * a temporary id in it is swapped for the server's; the typed client (api-client.ts) cannot do that.
   */
  path: string;
  json?: unknown;
  form?: { fields: Record<string, string>; file?: { blob: Blob; name: string } | null };
  /**
   * Headers that make the server refuse the change when the thing changed since it was made (e.g.
   * `If-Match`). Retry sends the change without them: the host chose theirs over the newer copy.
   */
  preconditions?: Record<string, string>;
};

/** Why the server refused a change, as it said it. */
export type Refusal = { status: number; message: string; fields?: Record<string, string> };

/** One change made on this device, waiting in the offline queue (IndexedDB `pendingActions`). */
export type QueuedChange = {
  /** The queue's order: IndexedDB's auto-incremented key, set when stored. */
  seq?: number;
  /** Made on this device; sent as the Idempotency-Key, so the server applies the change once. */
  id: string;
  /** Whose change it is: only the signed-in user's changes are sent. */
  userId: string;
  /** The registered kind (change-kinds.ts) that shows it on screen before the server has it. */
  kind: string;
  /** What the host did, in words, for the list of waiting changes ("Add guest Asha Rao"). */
  label: string;
  request: QueuedRequest;
  /** The temporary id this change gives to a thing it creates; the server's id replaces it. */
  tempId?: string;
  /**
   * Where the server's id of that thing is in its answer, when not at its top (`id`): a walk-in's
   * answer names the new guest under `guest`, say (["guest", "id"]).
   */
  serverIdAt?: string[];
  /** The queries to refresh once the server has the change. */
  invalidate: QueryKey[];
  /** What the kind needs to show the change (and to undo it on screen when discarded). */
  data: unknown;
  state: "waiting" | "refused";
  refusal?: Refusal;
  timestamp: number;
};

/** Ids made on this device for things not yet on the server: `offline-<uuid>`. */
export const tempIdPrefix = "offline-";
export const newTempId = () => `${tempIdPrefix}${crypto.randomUUID()}`;
const tempIdPattern = /offline-[0-9a-f-]{36}/g;

/** The temporary ids a request refers to (a guest added offline, then edited). */
export function tempIdsIn(request: QueuedRequest): string[] {
  const text = request.path + (request.json === undefined ? "" : JSON.stringify(request.json));
  return [...new Set(text.match(tempIdPattern) ?? [])];
}

/** The request with each temporary id the server has since replaced by its real id. */
export function withServerIds(request: QueuedRequest, ids: Record<string, string>): QueuedRequest {
  const swap = (text: string) => text.replace(tempIdPattern, (id) => ids[id] ?? id);
  return {
    ...request,
    path: swap(request.path),
    json: request.json === undefined ? undefined : JSON.parse(swap(JSON.stringify(request.json))),
  };
}
