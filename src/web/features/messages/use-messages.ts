import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MessageInput, MessageList } from "../../../contract/messages.ts";
import { api, unwrap } from "../../lib/api-client.ts";

/** The messages of one event: only this feature reads them, so the key lives here. */
export const messageKeys = { event: (eventId: string) => ["messages", "event", eventId] as const };

/** While e-mail is still going out, look again every 2 s so the host sees each delivery land. */
const pollWhileSending = (list: MessageList | undefined) =>
  list?.items.some((m) => m.recipients.some((r) => r.state === "queued")) ? 2_000 : false;

export function useMessages(eventId: string) {
  return useQuery({
    queryKey: messageKeys.event(eventId),
    queryFn: (): Promise<MessageList> =>
      unwrap(api.GET("/events/{id}/messages", { params: { path: { id: eventId } } })),
    refetchInterval: (query) => pollWhileSending(query.state.data),
  });
}

export function useMessageMutations(eventId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: messageKeys.event(eventId) });
  return {
    send: useMutation({
      mutationFn: (input: MessageInput) =>
        unwrap(api.POST("/events/{id}/messages", { params: { path: { id: eventId } }, body: input })),
      onSuccess: refresh,
    }),
    whatsapp: useMutation({
      mutationFn: ({ id, guestId, sent }: { id: string; guestId: string; sent: boolean }) => {
        const params = { params: { path: { id, guestId } } };
        return unwrap(
          sent
            ? api.POST("/messages/{id}/recipients/{guestId}/whatsapp", params)
            : api.DELETE("/messages/{id}/recipients/{guestId}/whatsapp", params),
        );
      },
      onSuccess: refresh,
    }),
  };
}
