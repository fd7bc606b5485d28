import { useQuery } from "@tanstack/react-query";
import type { Guest, GuestPage } from "../../../contract/guests.ts";
import { api } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";

// The guest list API pages by at most 25. Choosing recipients needs the whole list (filters and
// 'select all' work across it), and events have at most a few thousand guests: fetch every page,
// a few at a time so a big list does not flood the server.
const pageSize = 25;
const inParallel = 4;

async function fetchAllGuests(eventId: string): Promise<Guest[]> {
  const page = (n: number) => api<GuestPage>(`/api/events/${eventId}/guests?pageSize=${pageSize}&page=${n}`);
  const first = await page(1);
  const pages = Math.ceil(first.total / pageSize);
  const rest: Guest[][] = [];
  for (let start = 2; start <= pages; start += inParallel) {
    const batch = [];
    for (let n = start; n < start + inParallel && n <= pages; n++) batch.push(page(n));
    for (const body of await Promise.all(batch)) rest.push(body.items);
  }
  // A guest added while paging shifts the pages: keep each guest once.
  const seen = new Set<string>();
  return [first.items, ...rest].flat().filter((g) => !seen.has(g.id) && seen.add(g.id));
}

/** Every guest of one event, for the recipients step. */
export function useEventGuests(eventId: string | null) {
  return useQuery({
    queryKey: guestKeys.everyone(eventId ?? ""),
    queryFn: () => fetchAllGuests(eventId ?? ""),
    enabled: Boolean(eventId),
    // Picking people is easier by name than by the order they were added in.
    select: (guests) => [...guests].sort((a, b) => a.name.localeCompare(b.name)),
  });
}
