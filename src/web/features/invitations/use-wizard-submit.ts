import { useSnackbar } from "notistack";
import { useState } from "react";
import { type InvitationInput, invitationMessages } from "../../../contract/invitations.ts";
import { useRedirectAfter } from "../../lib/use-redirect-after.ts";
import { serverReason } from "./problem-text.ts";
import { useInvitationAction } from "./use-invitation-actions.ts";

export type WizardAction = "draft" | "send" | "schedule";

export type WizardProblem = {
  /** The spec's general text ('Failed to send invitation'). */
  title: string;
  /** What the server said, when it refused for a reason the host can act on. */
  reason: string | null;
  /** Set when the invitation itself was saved and only the send or schedule failed. */
  savedId: string | null;
};

// Send Now of a WhatsApp or link invitation sends nothing by itself (spec §4): the host does, from
// the detail page, so the message says where to go rather than claiming it was sent.
const readyTexts = {
  whatsapp: "Invitation ready: now send it to each guest on WhatsApp",
  link: "Invitation ready: copy its link on its page to share it",
} as const;

/**
 * The wizard's last step: saves the invitation (POST the first time, PUT after, so a failed send
 * never leaves a duplicate behind), then sends or schedules it, and opens its page 1.5 s later.
 */
export function useWizardSubmit(existingId: string | null, updateText: string = invitationMessages.saved) {
  const action = useInvitationAction();
  const redirectAfter = useRedirectAfter();
  const { enqueueSnackbar } = useSnackbar();
  const [savedId, setSavedId] = useState<string | null>(existingId);
  const [running, setRunning] = useState<WizardAction | null>(null);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<WizardProblem | null>(null);

  function succeed(id: string, text: string, search = "") {
    setDone(true);
    enqueueSnackbar(text, { variant: "success" });
    redirectAfter(`/dashboard/invitations/${id}${search}`);
  }

  /** Resolves to true when the invitation itself was saved (even if sending it then failed). */
  async function run(kind: WizardAction, input: InvitationInput, scheduledDate?: string): Promise<boolean> {
    setProblem(null);
    setRunning(kind);
    try {
      let id: string;
      try {
        const saved = savedId
          ? await action.mutateAsync({ kind: "update", id: savedId, input })
          : await action.mutateAsync({ kind: "create", input });
        id = saved.id;
        setSavedId(id);
      } catch (error) {
        setProblem({ title: "Failed to save invitation", reason: serverReason(error), savedId: null });
        return false;
      }
      if (kind === "draft") {
        succeed(id, savedId ? updateText : invitationMessages.saved);
        return true;
      }
      // WhatsApp: its page opens on the walk through the guests, one WhatsApp message each.
      if (kind === "send" && input.type !== "email") {
        succeed(id, readyTexts[input.type], input.type === "whatsapp" ? "?send=whatsapp" : "");
        return true;
      }
      try {
        if (kind === "send") await action.mutateAsync({ kind: "send", id });
        else await action.mutateAsync({ kind: "schedule", id, scheduledDate: scheduledDate ?? "" });
        succeed(id, kind === "send" ? invitationMessages.sent : invitationMessages.scheduled);
      } catch (error) {
        setProblem({
          title: kind === "send" ? "Failed to send invitation" : "Failed to schedule invitation",
          reason: serverReason(error),
          savedId: id,
        });
      }
      return true;
    } finally {
      setRunning(null);
    }
  }

  return { run, running, done, problem };
}
