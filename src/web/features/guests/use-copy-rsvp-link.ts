import { useSnackbar } from "notistack";

/** Copies a guest's personal reply link, with the spec's two messages. */
export function useCopyRsvpLink() {
  const { enqueueSnackbar } = useSnackbar();
  return async (rsvpPath: string) => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${rsvpPath}`);
      enqueueSnackbar("Link copied to clipboard!", { variant: "success" });
    } catch {
      enqueueSnackbar("Failed to copy link to clipboard", { variant: "error" });
    }
  };
}
