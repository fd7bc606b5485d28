import { useSnackbar } from "notistack";
import { invitationMessages } from "../../../contract/invitations.ts";

/** Copies a link of this site (a path such as /invite/AB12cd34), with the spec's two messages. */
export function useCopyLink() {
  const { enqueueSnackbar } = useSnackbar();
  return async (path: string) => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${path}`);
      enqueueSnackbar(invitationMessages.linkCopied, { variant: "success" });
    } catch {
      enqueueSnackbar("Failed to copy link to clipboard", { variant: "error" });
    }
  };
}
