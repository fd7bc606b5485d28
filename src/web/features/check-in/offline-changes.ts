import type { QueryClient } from "@tanstack/react-query";
import type { DoorGuest, DoorSummary } from "../../../contract/check-in.ts";
import { registerChangeKind } from "../../lib/offline/change-kinds.ts";
import { doorKeys } from "./door-keys.ts";

// How a door action made offline (check-in, undo, walk-in) looks on screen until the server has it
// (the queue sends it; see src/web/lib/offline). Its change id is the action's id, so the server
// applies it once however often it is sent.

/**
 * One door action as it changes one guest: how they were (null: a walk-in, new) and how it leaves
 * them. `eventId` names the door (use-door.ts, doorIdOf): the event's id, or a door link's.
 */
export type DoorChangeData = { eventId: string; before: DoorGuest | null; after: DoorGuest };

/**
 * The counter carries the ids of the changes it shows: moving it is not safe to repeat, and `apply`
 * runs again whenever fresh data arrives (fresh data from the server has no ids, so they apply again).
 */
type ShownSummary = DoorSummary & { shownChanges?: string[] };

/** As many latest arrivals as the server sends. */
const recentShown = 8;

type GuestItems = { items: DoorGuest[] };
const hasItems = (data: unknown): data is GuestItems =>
  typeof data === "object" && data !== null && Array.isArray((data as GuestItems).items);

/** Rewrites the guests of the door's guest list and of its cached name searches. */
function editGuests(
  client: QueryClient,
  eventId: string,
  edit: (items: DoorGuest[], isGuestList: boolean) => DoorGuest[],
) {
  const views = [
    [doorKeys.guestList(eventId), true],
    [doorKeys.searches(eventId), false],
  ] as const;
  for (const [queryKey, isGuestList] of views) {
    for (const [key, data] of client.getQueriesData<GuestItems>({ queryKey })) {
      if (!hasItems(data)) continue;
      const items = edit(data.items, isGuestList);
      if (items !== data.items) client.setQueryData<GuestItems>(key, { ...data, items });
    }
  }
}

/** The items with `guest` in place of their copy, where `when` holds for that copy. */
function replaced(items: DoorGuest[], guest: DoorGuest, when: (old: DoorGuest) => boolean = () => true) {
  const old = items.find((g) => g.id === guest.id);
  if (!old || !when(old) || JSON.stringify(old) === JSON.stringify(guest)) return items;
  return items.map((g) => (g === old ? guest : g));
}

/**
 * Shows a guest as an action left them, wherever door mode lists them; a guest new to the guest list
 * (a walk-in) joins it in name order.
 */
export function showGuest(client: QueryClient, eventId: string, guest: DoorGuest) {
  editGuests(client, eventId, (items, isGuestList) => {
    if (items.some((g) => g.id === guest.id)) return replaced(items, guest);
    return isGuestList ? [...items, guest].sort((a, b) => a.name.localeCompare(b.name)) : items;
  });
}

const peopleIn = (g: DoorGuest | null) => g?.checkedIn?.party ?? 0;
const guestsIn = (g: DoorGuest | null) => (g?.checkedIn ? 1 : 0);
/** Expected counts the attending guests and their +1s. */
const expectedOf = (g: DoorGuest | null) => (g?.status === "confirmed" ? g.partySize : 0);

/** The counter and latest arrivals moved from a guest as `from` to the guest as `to`. */
function moved(summary: DoorSummary, from: DoorGuest | null, to: DoorGuest | null): DoorSummary {
  const id = (to ?? from)?.id;
  const others = summary.recent.filter((g) => g.id !== id);
  return {
    ...summary,
    arrived: Math.max(0, summary.arrived + peopleIn(to) - peopleIn(from)),
    arrivedGuests: Math.max(0, summary.arrivedGuests + guestsIn(to) - guestsIn(from)),
    expected: Math.max(0, summary.expected + expectedOf(to) - expectedOf(from)),
    recent: to?.checkedIn ? [to, ...others].slice(0, recentShown) : others,
  };
}

type Change = { id: string; data: DoorChangeData };

export const doorChangeKind = {
  kind: "check-in",
  apply(client: QueryClient, { id, data }: Change) {
    showGuest(client, data.eventId, data.after);
    client.setQueryData<ShownSummary>(doorKeys.summary(data.eventId), (summary) =>
      summary && !summary.shownChanges?.includes(id)
        ? { ...moved(summary, data.before, data.after), shownChanges: [...(summary.shownChanges ?? []), id] }
        : summary,
    );
  },
  /** Only where the screen still shows the change: fresh data from the server never had it. */
  revert(client: QueryClient, { id, data }: Change) {
    const { eventId, before, after } = data;
    const stillShown = (g: DoorGuest) => g.checkedIn?.at === after.checkedIn?.at;
    editGuests(client, eventId, (items) => {
      if (before) return replaced(items, before, stillShown);
      return items.some((g) => g.id === after.id) ? items.filter((g) => g.id !== after.id) : items;
    });
    client.setQueryData<ShownSummary>(doorKeys.summary(eventId), (summary) =>
      summary?.shownChanges?.includes(id)
        ? { ...moved(summary, after, before), shownChanges: summary.shownChanges.filter((c) => c !== id) }
        : summary,
    );
  },
};

registerChangeKind<DoorChangeData>(doorChangeKind);
