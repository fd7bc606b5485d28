import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import type { InvitationDetail, InvitationInput } from "../../../contract/invitations.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import type { paths } from "../../lib/api-schema.ts";
import { invitationKeys } from "../../lib/query-keys.ts";
import { serverReason } from "./problem-text.ts";

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

type InvitationBody = paths["/invitations"]["post"]["requestBody"]["content"]["application/json"];

/**
 * The wizard's input as the document types it. The document says what the service checks (a
 * template design names its template); the form's schema lets it through so that the server's
 * refusal ('Missing required fields' under templateId) is what the form shows, as before.
 */
const asBody = (input: InvitationInput) => input as InvitationBody;

function request(action: Action): Promise<InvitationDetail> {
  if (action.kind === "create") return unwrap(api.POST("/invitations", { body: asBody(action.input) }));
  const path = { id: action.id };
  switch (action.kind) {
    case "update":
      return unwrap(api.PUT("/invitations/{id}", { params: { path }, body: asBody(action.input) }));
    case "send":
    case "cancel-schedule":
    case "retry":
    case "share":
      return unwrap(api.POST(`/invitations/{id}/${action.kind}`, { params: { path } }));
    case "schedule":
      return unwrap(
        api.POST("/invitations/{id}/schedule", {
          params: { path },
          body: { scheduledDate: action.scheduledDate },
        }),
      );
    case "mark-sent":
      return unwrap(
        api.POST("/invitations/{id}/mark-sent", { params: { path }, body: { guestIds: action.guestIds } }),
      );
    case "recipient-sent": {
      const params = { path: { ...path, guestId: action.guestId } };
      const sent = "/invitations/{id}/recipients/{guestId}/sent";
      return unwrap(action.sent ? api.POST(sent, { params }) : api.DELETE(sent, { params }));
    }
    case "add-reminder":
      return unwrap(
        api.POST("/invitations/{id}/reminders", { params: { path }, body: { sendAt: action.sendAt } }),
      );
    case "cancel-reminder":
      return unwrap(
        api.DELETE("/invitations/{id}/reminders/{reminderId}", {
          params: { path: { ...path, reminderId: action.reminderId } },
        }),
      );
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

/**
 * An invitation's action whose outcome a snackbar tells: `done` when it worked (if given), else the
 * server's reason or `failed`. `run` never throws; it resolves whether the action worked.
 */
export function useReportedAction() {
  const action = useInvitationAction();
  const { enqueueSnackbar } = useSnackbar();
  async function run(input: Action, texts: { done?: string; failed: string }): Promise<boolean> {
    try {
      await action.mutateAsync(input);
      if (texts.done) enqueueSnackbar(texts.done, { variant: "success" });
      return true;
    } catch (error) {
      enqueueSnackbar(serverReason(error) ?? texts.failed, { variant: "error" });
      return false;
    }
  }
  return { action, run };
}
