import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { DoorGuest, DoorOutcome, DoorSummary } from "../../../contract/check-in.ts";
import { api } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";

/** Door mode's server resources: the counter (with recent arrivals) and name searches, per event. */
export const doorKeys = {
  event: (eventId: string) => ["check-in", eventId] as const,
  summary: (eventId: string) => ["check-in", eventId, "summary"] as const,
  search: (eventId: string, q: string) => ["check-in", eventId, "search", q] as const,
};

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/check-in`;

export function useDoorSummary(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: doorKeys.summary(eventId),
    queryFn: () => api<DoorSummary>(base(eventId)),
    enabled,
  });
}

export function useDoorSearch(eventId: string, q: string) {
  return useQuery({
    queryKey: doorKeys.search(eventId, q),
    queryFn: () => api<{ items: DoorGuest[] }>(`${base(eventId)}/guests?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length > 0,
    placeholderData: (previous) => previous,
  });
}

/** The guest a scanned code belongs to (a read: changes nothing). */
export const lookupPass = (eventId: string, code: string) =>
  api<DoorGuest>(`${base(eventId)}/scan`, { method: "POST", json: { code } });

/**
 * The door's writes. Each carries a new action id made here, so a retry or a replay of the same
 * request is applied once by the server (the offline queue can replay them as they are).
 */
export function useDoorActions(eventId: string) {
  const client = useQueryClient();
  const settle = () => {
    void client.invalidateQueries({ queryKey: doorKeys.event(eventId) });
    void client.invalidateQueries({ queryKey: guestKeys.event(eventId) });
  };
  const post = (path: string, body: object) =>
    api<DoorOutcome>(`${base(eventId)}/${path}`, {
      method: "POST",
      json: { actionId: crypto.randomUUID(), ...body },
    });
  return {
    checkIn: useMutation({
      mutationFn: (v: { guestId: string; party: number }) => post("arrivals", v),
      onSettled: settle,
    }),
    undo: useMutation({ mutationFn: (v: { guestId: string }) => post("undo", v), onSettled: settle }),
    walkIn: useMutation({
      mutationFn: (v: { name: string; party: number }) => post("walk-ins", v),
      onSettled: settle,
    }),
  };
}

/** Other doors' check-ins (and guest list changes) arrive through the event's stream. */
export function useDoorStream(eventId: string, enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(`${base(eventId)}/stream`);
    let connections = 0;
    const refresh = () => void client.invalidateQueries({ queryKey: doorKeys.event(eventId) });
    source.addEventListener("ready", () => {
      connections += 1;
      // A reconnect may have missed changes.
      if (connections > 1) refresh();
    });
    source.addEventListener("arrivals", refresh);
    return () => source.close();
  }, [eventId, enabled, client]);
}
