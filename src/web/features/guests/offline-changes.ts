import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Guest, GuestInput, GuestPage, GuestStatus } from "../../../contract/guests.ts";
import { registerChangeKind } from "../../lib/offline/change-kinds.ts";
import { type GuestListFilter, guestKeys } from "../../lib/query-keys.ts";

// How the guest changes made offline look on screen until the server has them (the queue sends
// them; see src/web/lib/offline). Each `apply` can run again on data that already shows it.

export type AddGuestData = { eventId: string; guest: Guest };
export type UpdateGuestData = { eventId: string; before: Guest; after: Guest };

/** A guest that exists on this device only, until the queue has sent it. */
export function offlineGuest(eventId: string, id: string, input: GuestInput): Guest {
  const now = new Date().toISOString();
  return {
    ...{ id, eventId, name: input.name, email: input.email, phone: input.phone, category: input.category },
    ...{ status: input.status, plusOnesAllowed: input.plusOnesAllowed, plusOnes: [], mealChoice: null },
    plusOneAnswers: [],
    ...{ dietaryNotes: "", noteToHost: "", respondedAt: null, rsvpPath: "", createdAt: now, updatedAt: now },
    // Its parts are the server's to say once it has the guest (all, or those chosen).
    parts: [],
  };
}

const isPage = (data: unknown): data is GuestPage =>
  typeof data === "object" && data !== null && "items" in data && "counts" in data;

/** The cached first pages where a new guest with this status shows: the lists (newest first) and the summary. */
function pagesShowingNew(client: QueryClient, eventId: string, status: GuestStatus) {
  return client.getQueriesData<GuestPage>({ queryKey: guestKeys.event(eventId) }).filter(([key, data]) => {
    if (!isPage(data)) return false;
    if (key[3] === "summary") return true;
    const filter = key[4] as GuestListFilter | undefined;
    return (
      key[3] === "list" &&
      filter?.page === 1 &&
      !filter.search &&
      (!filter.status || filter.status === status)
    );
  });
}

function withCount(counts: GuestPage["counts"], status: GuestStatus, by: number): GuestPage["counts"] {
  return { ...counts, [status]: Math.max(0, counts[status] + by) };
}

function addTo(page: GuestPage, guest: Guest): GuestPage {
  const counts = withCount({ ...page.counts, all: page.counts.all + 1 }, guest.status, 1);
  return { ...page, items: [guest, ...page.items].slice(0, page.pageSize), total: page.total + 1, counts };
}

function removeFrom(page: GuestPage, guest: Guest): GuestPage {
  if (!page.items.some((g) => g.id === guest.id)) return page;
  const counts = withCount({ ...page.counts, all: Math.max(0, page.counts.all - 1) }, guest.status, -1);
  return {
    ...page,
    items: page.items.filter((g) => g.id !== guest.id),
    total: Math.max(0, page.total - 1),
    counts,
  };
}

/** Puts `guest` in place of the cached copy with its id, moving the counts when its status changed. */
function replaceIn(client: QueryClient, eventId: string, guest: Guest) {
  for (const [key, data] of client.getQueriesData<GuestPage>({ queryKey: guestKeys.event(eventId) })) {
    if (!isPage(data)) continue;
    const old = data.items.find((g) => g.id === guest.id);
    if (!old) continue;
    let counts = data.counts;
    if (old.status !== guest.status) counts = withCount(withCount(counts, old.status, -1), guest.status, 1);
    const items = data.items.map((g) => (g.id === guest.id ? guest : g));
    client.setQueryData<GuestPage>(key as QueryKey, { ...data, items, counts });
  }
  client.setQueryData(guestKeys.detail(guest.id), guest);
}

export const addGuestKind = {
  kind: "guests.add",
  apply(client: QueryClient, { data }: { data: AddGuestData }) {
    for (const [key, page] of pagesShowingNew(client, data.eventId, data.guest.status)) {
      if (page && !page.items.some((g) => g.id === data.guest.id))
        client.setQueryData(key, addTo(page, data.guest));
    }
    if (!client.getQueryData(guestKeys.detail(data.guest.id))) {
      client.setQueryData(guestKeys.detail(data.guest.id), data.guest);
    }
  },
  revert(client: QueryClient, { data }: { data: AddGuestData }) {
    for (const [key, page] of client.getQueriesData<GuestPage>({ queryKey: guestKeys.event(data.eventId) })) {
      if (isPage(page)) client.setQueryData(key, removeFrom(page, data.guest));
    }
    client.removeQueries({ queryKey: guestKeys.detail(data.guest.id) });
  },
};

export const updateGuestKind = {
  kind: "guests.update",
  apply: (client: QueryClient, { data }: { data: UpdateGuestData }) =>
    replaceIn(client, data.eventId, data.after),
  revert: (client: QueryClient, { data }: { data: UpdateGuestData }) =>
    replaceIn(client, data.eventId, data.before),
};

registerChangeKind<AddGuestData>(addGuestKind);
registerChangeKind<UpdateGuestData>(updateGuestKind);
