import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";

/** A wizard's way back: Cancel on its first step, then Back to the step before (not while it saves). */
export function WizardBackButton({
  step,
  onCancel,
  onBack,
  busy,
}: {
  step: number;
  onCancel: () => void;
  onBack: () => void;
  busy: boolean;
}) {
  return step === 0 ? (
    <Button type="button" onClick={onCancel}>
      Cancel
    </Button>
  ) : (
    <Button type="button" startIcon={<ArrowBackIcon />} onClick={onBack} disabled={busy}>
      Back
    </Button>
  );
}
