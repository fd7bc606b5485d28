import { useSnackbar } from "notistack";
import { useCopyLink } from "./use-copy-link.ts";
import { useInvitationAction } from "./use-invitation-actions.ts";

/**
 * Sharing an invitation's link (copying it, showing its QR code, opening a guest's WhatsApp
 * message) tells the server, because a draft's code opens for guests only from then on.
 */
export function useShareLink(invitationId: string) {
  const action = useInvitationAction();
  const copyLink = useCopyLink();
  const { enqueueSnackbar } = useSnackbar();

  async function markShared() {
    try {
      await action.mutateAsync({ kind: "share", id: invitationId });
    } catch {
      enqueueSnackbar("The link could not be activated. Please try again.", { variant: "error" });
    }
  }

  return {
    markShared,
    /** Copies first: the clipboard accepts a write only right after the click. */
    async copy(path: string) {
      await copyLink(path);
      await markShared();
    },
  };
}
