import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper, { type StepperProps } from "@mui/material/Stepper";

type Props = {
  steps: readonly string[];
  step: number;
  /** The space under it, and label sizes where a wizard's labels are many or long. */
  sx?: StepperProps["sx"];
};

/** The row of numbered steps across the top of a multi-step form, with the current one lit. */
export function WizardStepper({ steps, step, sx }: Props) {
  return (
    <Stepper activeStep={step} alternativeLabel sx={sx}>
      {steps.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
