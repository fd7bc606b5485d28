import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";

type Props = {
  /** Throws the draft away and starts the form again. */
  onDiscard: () => void;
  /** What the draft could not keep, e.g. a picture to choose again. */
  children?: ReactNode;
};

/** Says that a form came back as the host left it (after a reload), with a way to start over. */
export function DraftRestoredNotice({ onDiscard, children }: Props) {
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 3, alignItems: "center" }}
      action={
        <Button color="inherit" onClick={onDiscard} sx={{ minHeight: 44 }}>
          Discard changes
        </Button>
      }
    >
      Your unsaved changes were restored.{children ? " " : ""}
      {children}
    </Alert>
  );
}
