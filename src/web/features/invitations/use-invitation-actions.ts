import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvitationDetail, InvitationInput } from "../../../contract/invitations.ts";
import { api } from "../../lib/api-client.ts";
import { invitationKeys } from "../../lib/query-keys.ts";

type Action =
  | { kind: "create"; input: InvitationInput }
  | { kind: "update"; id: string; input: InvitationInput }
  | { kind: "send"; id: string }
  | { kind: "schedule"; id: string; scheduledDate: string }
  | { kind: "cancel-schedule"; id: string }
  | { kind: "retry"; id: string }
  | { kind: "share"; id: string }
  | { kind: "mark-sent"; id: string; guestIds: string[] | "all" }
  | { kind: "recipient-sent"; id: string; guestId: string; sent: boolean }
  | { kind: "add-reminder"; id: string; sendAt: string }
  | { kind: "cancel-reminder"; id: string; reminderId: string };

function request(action: Action): Promise<InvitationDetail> {
  const base = "/api/invitations";
  switch (action.kind) {
    case "create":
      return api(base, { method: "POST", json: action.input });
    case "update":
      return api(`${base}/${action.id}`, { method: "PUT", json: action.input });
    case "send":
    case "cancel-schedule":
    case "retry":
    case "share":
      return api(`${base}/${action.id}/${action.kind}`, { method: "POST" });
    case "schedule":
      return api(`${base}/${action.id}/schedule`, {
        method: "POST",
        json: { scheduledDate: action.scheduledDate },
      });
    case "mark-sent":
      return api(`${base}/${action.id}/mark-sent`, { method: "POST", json: { guestIds: action.guestIds } });
    case "recipient-sent":
      return api(`${base}/${action.id}/recipients/${action.guestId}/sent`, {
        method: action.sent ? "POST" : "DELETE",
      });
    case "add-reminder":
      return api(`${base}/${action.id}/reminders`, { method: "POST", json: { sendAt: action.sendAt } });
    case "cancel-reminder":
      return api(`${base}/${action.id}/reminders/${action.reminderId}`, { method: "DELETE" });
  }
}

/**
 * Every write on an invitation answers with its detail: the cache takes it as is (the detail page
 * shows the new state at once), and the lists and the dashboard's recent table are refreshed.
 */
export function useInvitationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (detail) => {
      client.setQueryData(invitationKeys.detail(detail.id), detail);
      return client.invalidateQueries({
        queryKey: invitationKeys.all,
        predicate: (q) => q.queryKey[1] !== "detail",
      });
    },
  });
}
