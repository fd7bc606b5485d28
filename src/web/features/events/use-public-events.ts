import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PublicEventsPage } from "../../../contract/events.ts";
import { api } from "../../lib/api-client.ts";
import { eventKeys } from "../../lib/query-keys.ts";

/** One page of upcoming public events, soonest first. */
export function usePublicEvents(search: string, page: number) {
  return useQuery({
    queryKey: eventKeys.publicList(search, page),
    queryFn: () =>
      api<PublicEventsPage>(`/api/events/public?${new URLSearchParams({ search, page: String(page) })}`),
    placeholderData: keepPreviousData,
  });
}
