import { useQuery } from "@tanstack/react-query";
import type { Part } from "../../../contract/parts.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";

/**
 * The event's parts in order (none: an event in one part), for the guest form's checkboxes. Read
 * from the guest list's answer, which carries them (the smallest page), so the form needs no
 * route of the parts feature's own. Offline (the read waits for the network) or refused, the
 * form goes on without the checkboxes: it then sends no partIds, so the server invites a new guest
 * to every part and leaves an edited guest's parts as they are.
 */
export function useEventParts(eventId: string | undefined): { data: Part[] | undefined } {
  const query = useQuery({
    queryKey: [...guestKeys.event(eventId ?? ""), "parts"],
    queryFn: async (): Promise<Part[]> => {
      const page = await unwrap(
        api.GET("/events/{id}/guests", { params: { path: { id: eventId ?? "" }, query: { pageSize: 5 } } }),
      );
      return page.parts;
    },
    enabled: Boolean(eventId),
  });
  const unreachable = query.isError || query.fetchStatus === "paused";
  return { data: query.data ?? (unreachable ? [] : undefined) };
}
