import { useQuery } from "@tanstack/react-query";
import type { Guest } from "../../../contract/guests.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";

/** One guest by id, for the edit screen. */
export function useGuest(guestId: string | undefined) {
  return useQuery({
    queryKey: guestKeys.detail(guestId ?? ""),
    queryFn: (): Promise<Guest> =>
      unwrap(api.GET("/guests/{guestId}", { params: { path: { guestId: guestId ?? "" } } })),
    enabled: Boolean(guestId),
    // A guest may reply while the host has the form open; the form keeps what the host typed.
    staleTime: 0,
  });
}
