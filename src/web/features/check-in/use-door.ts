import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  checkInMessages,
  type DoorGuest,
  type DoorOutcome,
  type DoorSummary,
} from "../../../contract/check-in.ts";
import { clockTime } from "../../../contract/clock-time.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { submitChange } from "../../lib/offline/offline-sync.ts";
import { newTempId } from "../../lib/offline/queued-change.ts";
import { guestKeys } from "../../lib/query-keys.ts";
import { useLiveUpdates } from "../../lib/use-live-updates.ts";
import { doorKeys, liveDoorKeys } from "./door-keys.ts";
import { type DoorChangeData, doorChangeKind, showGuest } from "./offline-changes.ts";

/**
 * Whose door this is: an event's, run by a signed-in account, or a door link's, run by whoever
 * holds it without an account (docs/decisions/0031). Both answer the same door, by the same routes
 * under two prefixes.
 */
export type DoorSource = (
  | { eventId: string; secret?: undefined }
  | { secret: string; eventId?: undefined }
) & {
  /** At an event in parts (issue 36), the part this door is for; left out, the part the server opens on. */
  partId?: string;
};

/**
 * The door's name in query keys and stored changes: the event's id, or the link's, and the part's
 * at an event in parts (each part's door has its own counter, list and waiting changes).
 */
export const doorIdOf = (source: DoorSource) =>
  (source.secret !== undefined ? `link-${source.secret}` : source.eventId) +
  (source.partId ? `:part-${source.partId}` : "");

/** The part a door reads, as the routes' query takes it (none: an event in one part, or the opening part). */
const partQuery = (source: DoorSource) => ({ part: source.partId });
/** The part a door action is for, in its body. */
const partBody = (source: DoorSource) => (source.partId ? { partId: source.partId } : {});

/**
 * URL strings stay for the offline queue (it stores each request to send later, maybe after a
 * reload) and the live stream (an EventSource): the typed client sends neither.
 */
const base = (source: DoorSource) =>
  source.secret !== undefined
    ? `/api/door/${encodeURIComponent(source.secret)}`
    : `/api/events/${encodeURIComponent(source.eventId)}/check-in`;
/** How often the door's copy of the guest list is fetched again (arrivals reach it sooner when made here). */
const guestListEveryMs = 60_000;

const secretPath = (secret: string) => ({ params: { path: { secret } } });
const eventPath = (id: string) => ({ params: { path: { id } } });
/** A door read's path and its part. */
const secretRead = (source: DoorSource, secret: string) => ({
  params: { path: { secret }, query: partQuery(source) },
});
const eventRead = (source: DoorSource, id: string) => ({
  params: { path: { id }, query: partQuery(source) },
});

export function useDoorSummary(source: DoorSource, enabled: boolean) {
  return useQuery({
    queryKey: doorKeys.summary(doorIdOf(source)),
    queryFn: (): Promise<DoorSummary> =>
      source.secret !== undefined
        ? unwrap(api.GET("/door/{secret}", secretRead(source, source.secret)))
        : unwrap(api.GET("/events/{id}/check-in", eventRead(source, source.eventId))),
    enabled,
  });
}

export function useDoorSearch(source: DoorSource, q: string, enabled: boolean) {
  return useQuery({
    queryKey: doorKeys.search(doorIdOf(source), q),
    queryFn: (): Promise<{ items: DoorGuest[] }> =>
      source.secret !== undefined
        ? unwrap(
            api.GET("/door/{secret}/guests", {
              params: { path: { secret: source.secret }, query: { q, ...partQuery(source) } },
            }),
          )
        : unwrap(
            api.GET("/events/{id}/check-in/guests", {
              params: { path: { id: source.eventId }, query: { q, ...partQuery(source) } },
            }),
          ),
    enabled: enabled && q.trim().length > 0,
    placeholderData: (previous) => previous,
  });
}

/** Every guest of the event: what door mode searches when the server cannot be asked. */
export function useDoorGuestList(source: DoorSource, enabled: boolean) {
  return useQuery({
    queryKey: doorKeys.guestList(doorIdOf(source)),
    queryFn: (): Promise<{ items: DoorGuest[] }> =>
      source.secret !== undefined
        ? unwrap(api.GET("/door/{secret}/guest-list", secretRead(source, source.secret)))
        : unwrap(api.GET("/events/{id}/check-in/guest-list", eventRead(source, source.eventId))),
    enabled,
    staleTime: guestListEveryMs,
    refetchInterval: guestListEveryMs,
  });
}

/** The guest a scanned code belongs to (a read: changes nothing); refused at a part they are not coming to. */
export const lookupPass = (source: DoorSource, code: string): Promise<DoorGuest> => {
  const body = { code, ...partBody(source) };
  return source.secret !== undefined
    ? unwrap(api.POST("/door/{secret}/scan", { ...secretPath(source.secret), body }))
    : unwrap(api.POST("/events/{id}/check-in/scan", { ...eventPath(source.eventId), body }));
};

/** What a door action did: the server's outcome, or kept on this device to be sent, and what it will do. */
export type DoorResult = { queued: false; outcome: DoorOutcome } | { queued: true; message: string };

type DoorAction = {
  path: "arrivals" | "undo" | "walk-ins";
  body: object;
  /** For the list of waiting changes. */
  label: string;
  /** What the server will say, for the screen while it waits. */
  message: string;
  before: DoorGuest | null;
  after: DoorGuest;
};

/**
 * The door's writes, through the offline queue: sent at once when online, else shown at once and
 * sent when the connection returns. Each carries a new action id made here, which is also the
 * change's Idempotency-Key, so a retry or a replay is applied once by the server.
 */
export function useDoorActions(source: DoorSource, timeZone: string) {
  const client = useQueryClient();
  const doorId = doorIdOf(source);
  // A host's door also changes the event's guest list (a walk-in joins it); a link has none.
  const guestLists = source.eventId !== undefined ? [guestKeys.event(source.eventId)] : [];
  const refresh = (result: DoorResult | undefined) => {
    if (result?.queued) return;
    for (const queryKey of [...liveDoorKeys(doorId), ...guestLists])
      void client.invalidateQueries({ queryKey });
  };
  const arrival = (party: number) => {
    const at = new Date();
    return { at: at.toISOString(), time: clockTime(at, timeZone), party };
  };
  const submit = async ({ path, body, label, message, before, after }: DoorAction): Promise<DoorResult> => {
    const actionId = crypto.randomUUID();
    const result = await submitChange<DoorOutcome>({
      id: actionId,
      kind: doorChangeKind.kind,
      label,
      // The part goes with the action: replayed later, it still lands at this part's door.
      request: {
        method: "POST",
        path: `${base(source)}/${path}`,
        json: { actionId, ...body, ...partBody(source) },
      },
      // A walk-in creates a guest: an undo made before it is sent names the server's id once it is,
      // and the door's guest list then fetches the guest under that id.
      ...(before === null ? { tempId: after.id, serverIdAt: ["guest", "id"] } : {}),
      invalidate: [
        ...liveDoorKeys(doorId),
        ...guestLists,
        ...(before === null ? [doorKeys.guestList(doorId)] : []),
      ],
      data: { eventId: doorId, before, after } satisfies DoorChangeData,
    });
    if (result.queued) return { queued: true, message };
    showGuest(client, doorId, result.body.guest);
    return { queued: false, outcome: result.body };
  };

  return {
    checkIn: useMutation({
      mutationFn: ({ guest, party }: { guest: DoorGuest; party: number }) =>
        submit({
          path: "arrivals",
          body: { guestId: guest.id, party },
          label: `Check in ${guest.name}: ${party} of ${guest.partySize}`,
          message: checkInMessages.checkedIn(guest.name, party, guest.partySize),
          before: guest,
          after: { ...guest, checkedIn: arrival(party) },
        }),
      onSettled: refresh,
    }),
    undo: useMutation({
      mutationFn: ({ guest }: { guest: DoorGuest }) =>
        submit({
          path: "undo",
          body: { guestId: guest.id },
          label: `Undo check-in of ${guest.name}`,
          message: checkInMessages.undone(guest.name),
          before: guest,
          after: { ...guest, checkedIn: null },
        }),
      onSettled: refresh,
    }),
    walkIn: useMutation({
      mutationFn: ({ name, party }: { name: string; party: number }) =>
        submit({
          path: "walk-ins",
          body: { name, party },
          label: `Add walk-in ${name}: ${party}`,
          message: checkInMessages.walkedIn(name, party),
          before: null,
          after: {
            ...{ id: newTempId(), name, category: null, status: "confirmed", vip: false },
            ...{ partySize: party, checkedIn: arrival(party) },
          },
        }),
      onSettled: refresh,
    }),
  };
}

/** Other doors' check-ins (and guest list changes) arrive through the event's stream. */
export function useDoorStream(source: DoorSource, enabled: boolean) {
  useLiveUpdates(enabled ? `${base(source)}/stream` : null, "arrivals", liveDoorKeys(doorIdOf(source)));
}
