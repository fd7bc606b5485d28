import { type Query, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { currentUserKey } from "../current-user.ts";

/** The queries the screen shows now (the session check aside, which every screen has). */
const onScreen = (q: Query) => q.getObserversCount() > 0 && q.queryKey[0] !== currentUserKey[0];

/**
 * What the screen's data is while offline: `savedAt`, the time of its oldest answer (what the banner
 * names), and `missing`, whether a query the screen waits for has nothing saved (never seen here).
 */
export function useSavedData(): { savedAt: number | null; missing: boolean } {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const snapshot = useCallback(() => {
    let oldest: number | null = null;
    let missing = false;
    for (const q of client.getQueryCache().getAll()) {
      if (!onScreen(q)) continue;
      if (q.state.data === undefined) {
        if (q.state.fetchStatus === "paused") missing = true;
        continue;
      }
      if (oldest === null || q.state.dataUpdatedAt < oldest) oldest = q.state.dataUpdatedAt;
    }
    // One string, so that React sees an unchanged snapshot as equal.
    return `${oldest ?? ""}|${missing}`;
  }, [client]);
  const [at, missing] = useSyncExternalStore(subscribe, snapshot, snapshot).split("|");
  return { savedAt: at ? Number(at) : null, missing: missing === "true" };
}
