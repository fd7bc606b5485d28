import { useSnackbar } from "notistack";
import { invitationMessages } from "../../../contract/invitations.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useDeleteInvitation } from "./use-invitations.ts";

type Props = {
  /** The invitation to delete, or null when the dialog is closed. */
  invitation: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** The spec's confirmation before an invitation is deleted (a scheduled send is withdrawn with it). */
export function DeleteInvitationDialog({ invitation, onClose, onDeleted }: Props) {
  const remove = useDeleteInvitation();
  const { enqueueSnackbar } = useSnackbar();

  async function confirm() {
    if (!invitation) return;
    try {
      await remove.mutateAsync(invitation.id);
      enqueueSnackbar("Invitation deleted", { variant: "success" });
      onClose();
      onDeleted?.();
    } catch {
      enqueueSnackbar("Failed to delete invitation", { variant: "error" });
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open={invitation !== null}
      title="Delete invitation?"
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {invitationMessages.deleteConfirm}
    </ConfirmDialog>
  );
}
