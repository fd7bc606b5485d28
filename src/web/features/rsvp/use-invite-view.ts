import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvitationPage } from "../../../contract/invitations.ts";
import type { OpenRsvp, OpenRsvpResult, RsvpView } from "../../../contract/rsvp.ts";
import { api } from "../../lib/api-client.ts";
import { rsvpKeys } from "./rsvp-keys.ts";

export type InviteView = { invitation: InvitationPage; rsvp: RsvpView };

const base = (code: string) => `/api/invite/${encodeURIComponent(code)}`;

/** A shared invitation and its event's reply form; with a token, the guest's own reply too. */
export function useInviteView(code: string, token: string | null) {
  return useQuery({
    queryKey: rsvpKeys.invite(code, token),
    queryFn: () => api<InviteView>(token ? `${base(code)}/${encodeURIComponent(token)}` : base(code)),
    enabled: Boolean(code),
  });
}

/** Puts a guest's saved answer into the invitation page's view. */
export function useReplaceInviteReply(code: string, token: string | null) {
  const client = useQueryClient();
  return (rsvp: RsvpView) =>
    client.setQueryData<InviteView>(rsvpKeys.invite(code, token), (old) => (old ? { ...old, rsvp } : old));
}

/** Someone not (knowingly) on the list replies through the shared link. */
export function useOpenInviteReply(code: string) {
  return useMutation({
    mutationFn: (body: OpenRsvp) => api<OpenRsvpResult>(`${base(code)}/rsvp`, { method: "POST", json: body }),
  });
}
