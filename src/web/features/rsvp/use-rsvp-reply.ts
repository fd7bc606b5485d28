import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RsvpReply, RsvpView } from "../../../contract/rsvp.ts";
import { api } from "../../lib/api-client.ts";
import { rsvpKeys } from "./rsvp-keys.ts";

// A guest's reply through a personal link (/api/rsvp/:token): the reply page's view, and sending the
// reply, which the invitation page uses as well.

const path = (token: string) => `/api/rsvp/${encodeURIComponent(token)}`;

/** The reply page of a personal link: the event, the form's options and the guest's own answer. */
export function useRsvpView(token: string) {
  return useQuery({
    queryKey: rsvpKeys.view(token),
    queryFn: () => api<RsvpView>(path(token)),
    enabled: Boolean(token),
  });
}

/**
 * Sends (or changes) the reply; the answer comes back as the new page. A page that shows the reply
 * inside something else (the invitation page) takes the new view through `onSaved`.
 */
export function useSendReply(token: string, onSaved?: (view: RsvpView) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reply: RsvpReply) => api<RsvpView>(path(token), { method: "PUT", json: reply }),
    onSuccess: (view) => {
      client.setQueryData(rsvpKeys.view(token), view);
      onSaved?.(view);
    },
    // Refused because replies closed meanwhile: the page should say so, not keep the form.
    onError: () => client.invalidateQueries({ queryKey: rsvpKeys.all }),
  });
}
