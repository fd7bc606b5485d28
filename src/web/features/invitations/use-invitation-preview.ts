import { useQuery } from "@tanstack/react-query";
import type { InvitationPreviewInput } from "../../../contract/invitations.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { invitationKeys } from "../../lib/query-keys.ts";
import type { WizardValues } from "./wizard-values.ts";

/** What the server renders a preview from: the wizard's content and the guest it is shown as. */
export function previewInput(values: WizardValues, guestId: string | null): InvitationPreviewInput {
  return {
    eventId: values.eventId,
    design: values.design ?? "template",
    templateId: values.design === "event-banner" ? null : values.templateId,
    title: values.title,
    message: values.message,
    replyToHost: values.replyToHost ?? true,
    ...(guestId ? { guestId } : {}),
  };
}

/** The e-mail the invitation would send that guest, rendered by the server's own mail code. */
export function useInvitationPreview(input: InvitationPreviewInput) {
  return useQuery({
    queryKey: [...invitationKeys.all, "preview", input] as const,
    queryFn: () => unwrap(api.POST("/invitations/preview", { body: input })),
    staleTime: 60_000,
  });
}

/** The invitation page as that guest's link (or the shared link) will show it, to open in a new tab. */
export function invitationPagePreviewHref(input: InvitationPreviewInput): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== null && value !== undefined && key !== "replyToHost") query.set(key, String(value));
  }
  return `/invite-preview?${query}`;
}
