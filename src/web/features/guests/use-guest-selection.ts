import { useState } from "react";
import type { Guest } from "../../../contract/guests.ts";

/**
 * Checked rows of the page on screen. The selection belongs to one view (event, filter, page):
 * a new view starts empty, so 'Delete selected' never reaches rows the host cannot see.
 */
export function useGuestSelection(viewKey: string, guests: Guest[]) {
  const [state, setState] = useState<{ key: string; ids: Set<string> }>({ key: viewKey, ids: new Set() });
  const current = state.key === viewKey ? state.ids : new Set<string>();
  // Rows that vanished (deleted elsewhere, seen through the live stream) are not selected any more.
  const selected = new Set(guests.filter((g) => current.has(g.id)).map((g) => g.id));

  return {
    selected,
    toggle(id: string) {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setState({ key: viewKey, ids: next });
    },
    toggleAll() {
      const all = guests.length > 0 && selected.size === guests.length;
      setState({ key: viewKey, ids: all ? new Set() : new Set(guests.map((g) => g.id)) });
    },
    clear() {
      setState({ key: viewKey, ids: new Set() });
    },
  };
}
