import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { ApiError } from "../lib/api-client.ts";
import { ErrorAlert } from "./error-alert.tsx";

/** While a screen's data loads: a centred spinner, named for screen readers. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <Stack sx={{ alignItems: "center", py: 6 }}>
      <CircularProgress aria-label={label} />
    </Stack>
  );
}

/**
 * Why a screen's data did not load. A refusal (403: not the caller's to see) is the server's own
 * sentence; anything else is the screen's generic `fallback`.
 */
export function LoadError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <ErrorAlert message={error instanceof ApiError && error.status === 403 ? error.message : fallback} />
  );
}
