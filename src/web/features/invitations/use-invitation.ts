import type { InvitationDetail } from "../../../contract/invitations.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { invitationKeys } from "../../lib/query-keys.ts";
import { useQueryById } from "../../lib/use-query-by-id.ts";

/** How often to look again: often while mails are going out or a scheduled send is near, else not. */
export function pollInterval(detail: InvitationDetail | undefined, now = Date.now()): number | false {
  if (!detail) return false;
  if (detail.recipients.some((r) => r.state === "queued" || r.state === "sending")) return 2_000;
  if (detail.status === "scheduled" && detail.scheduledDate) {
    const left = new Date(detail.scheduledDate).getTime() - now;
    return left < 60_000 ? 2_000 : 30_000;
  }
  if (detail.reminders.some((r) => r.status === "scheduled" && new Date(r.sendAt).getTime() - now < 60_000)) {
    return 5_000;
  }
  return false;
}

/** One invitation with each recipient's delivery and reply, polled while something is in progress. */
export function useInvitation(id: string, { poll = false }: { poll?: boolean } = {}) {
  return useQueryById(
    id,
    invitationKeys.detail,
    (known): Promise<InvitationDetail> =>
      unwrap(api.GET("/invitations/{id}", { params: { path: { id: known } } })),
    { refetchInterval: poll ? (query) => pollInterval(query.state.data) : false },
  );
}
