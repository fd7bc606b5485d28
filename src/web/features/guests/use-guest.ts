import type { Guest } from "../../../contract/guests.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";
import { useQueryById } from "../../lib/use-query-by-id.ts";

/** One guest by id, for the edit screen. */
export function useGuest(guestId: string | undefined) {
  return useQueryById(
    guestId,
    guestKeys.detail,
    (id): Promise<Guest> => unwrap(api.GET("/guests/{guestId}", { params: { path: { guestId: id } } })),
    // A guest may reply while the host has the form open; the form keeps what the host typed.
    { staleTime: 0 },
  );
}
