import { useQuery } from "@tanstack/react-query";
import type { Event } from "../../../contract/events.ts";
import { api } from "../../lib/api-client.ts";
import { invitationKeys } from "./invitation-keys.ts";

/** The signed-in host's events: invitations always belong to one of them. */
export function useHostEvents() {
  return useQuery({
    queryKey: invitationKeys.hostEvents(),
    queryFn: () => api<{ items: Event[] }>("/api/events/mine"),
    select: (body) => body.items,
  });
}
