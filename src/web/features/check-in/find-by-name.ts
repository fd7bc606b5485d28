import { type DoorGuest, doorSearchLimit } from "../../../contract/check-in.ts";

const byName = (a: DoorGuest, b: DoorGuest) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * The door's name search on its own copy of the guest list, for when the server cannot be asked:
 * like the server's, any part of the name in any case, by name, at most doorSearchLimit guests.
 */
export function findByName(guests: DoorGuest[], q: string): DoorGuest[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return [];
  return guests
    .filter((g) => g.name.toLocaleLowerCase().includes(needle))
    .sort(byName)
    .slice(0, doorSearchLimit);
}
