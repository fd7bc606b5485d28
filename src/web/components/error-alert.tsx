import Alert from "@mui/material/Alert";
import type { SxProps, Theme } from "@mui/material/styles";

/**
 * Why the last try failed (most often the server's refusal), announced by screen readers; nothing
 * while there is no failure to show.
 */
export function ErrorAlert({ message, sx }: { message: string | null | undefined; sx?: SxProps<Theme> }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  );
}
