import Alert from "@mui/material/Alert";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { useRedirectAfter } from "../../lib/use-redirect-after.ts";

type Outcome = { severity: "success" | "warning"; text: string };

/**
 * How a create or edit of an event ended, and the move to the event's page a moment later. A
 * banner that failed after the event was saved is a warning, not an error: the event exists, so the
 * host goes to it rather than save it twice.
 */
export function useSaveOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const redirectAfter = useRedirectAfter();
  const { enqueueSnackbar } = useSnackbar();
  return {
    outcome,
    saved(text: string, eventPath: string) {
      setOutcome({ severity: "success", text });
      redirectAfter(eventPath);
    },
    savedButBanner(text: string, eventPath: string) {
      setOutcome({ severity: "warning", text });
      enqueueSnackbar(text, { variant: "warning", autoHideDuration: 8000 });
      redirectAfter(eventPath);
    },
  };
}

/** The outcome above the wizard: announced politely on success, at once when something is missing. */
export function SaveOutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Alert
      severity={outcome.severity}
      role={outcome.severity === "success" ? "status" : "alert"}
      sx={{ mb: 3 }}
    >
      {outcome.text}
    </Alert>
  );
}
