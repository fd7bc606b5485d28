import type { EventPlan } from "../../contract/payments.ts";
import { api, unwrap } from "./api-client.ts";
import { useQueryById } from "./use-query-by-id.ts";

/** An event's plan; payments invalidate "plan" so an upgrade shows at once on every screen. */
export const planKeys = {
  all: ["plan"] as const,
  event: (eventId: string) => ["plan", eventId] as const,
};

export function useEventPlan(eventId: string | undefined) {
  return useQueryById(
    eventId,
    planKeys.event,
    (id): Promise<Omit<EventPlan, "guests" | "photos">> =>
      unwrap(api.GET("/events/{id}/plan", { params: { path: { id } } })),
  );
}
