import type { DoorGuest } from "../../../contract/check-in.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useOnline } from "../../lib/offline/use-online.ts";
import { findByName } from "./find-by-name.ts";
import { type DoorSource, useDoorGuestList, useDoorSearch } from "./use-door.ts";

/**
 * Door mode's name search: the server's while it can be asked; offline, or when the server cannot be
 * reached, the door's own copy of the guest list (with this device's waiting check-ins on it).
 * `items` is undefined while nothing can be shown: offline, when no copy was ever saved here.
 */
export function useFindGuests(
  source: DoorSource,
  q: string,
  enabled: boolean,
): { items: DoorGuest[] | undefined; onDevice: boolean } {
  const online = useOnline();
  const list = useDoorGuestList(source, enabled);
  const search = useDoorSearch(source, q, enabled && online);
  const unreachable = search.error instanceof ApiError && search.error.code === "network";
  if (online && !unreachable) return { items: search.data?.items, onDevice: false };
  return { items: list.data ? findByName(list.data.items, q) : undefined, onDevice: true };
}
