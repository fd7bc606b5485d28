import Typography from "@mui/material/Typography";
import type { Ref } from "react";

type Props = {
  step: number;
  steps: readonly string[];
  /** The wizard moves focus here on each step, so screen readers announce the new step. */
  ref?: Ref<HTMLHeadingElement>;
};

/** "Step 2 of 4" above the step's own heading. */
export function WizardStepHeading({ step, steps, ref }: Props) {
  return (
    <>
      <Typography variant="overline" component="p" sx={{ color: "text.secondary", lineHeight: 1.5 }}>
        Step {step + 1} of {steps.length}
      </Typography>
      <Typography ref={ref} tabIndex={-1} component="h2" variant="h6" sx={{ mb: 3, outline: "none" }}>
        {steps[step]}
      </Typography>
    </>
  );
}
