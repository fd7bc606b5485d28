import { useQuery } from "@tanstack/react-query";
import type { EventPlan } from "../../contract/payments.ts";
import { api, unwrap } from "./api-client.ts";

/** An event's plan; payments invalidate "plan" so an upgrade shows at once on every screen. */
export const planKeys = {
  all: ["plan"] as const,
  event: (eventId: string) => ["plan", eventId] as const,
};

export function useEventPlan(eventId: string | undefined) {
  return useQuery({
    queryKey: planKeys.event(eventId ?? ""),
    queryFn: (): Promise<Omit<EventPlan, "guests" | "photos">> =>
      unwrap(api.GET("/events/{id}/plan", { params: { path: { id: eventId ?? "" } } })),
    enabled: Boolean(eventId),
  });
}
