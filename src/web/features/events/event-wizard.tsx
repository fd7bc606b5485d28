import { zodResolver } from "@hookform/resolvers/zod";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { type EventInput, eventInputSchema } from "../../../contract/events.ts";
import { StickyActionBar } from "../../components/sticky-action-bar.tsx";
import { WizardStepHeading } from "../../components/wizard-step-heading.tsx";
import { EventBasicsStep } from "./event-basics-step.tsx";
import {
  type BannerChange,
  type EventField,
  type EventFormValues,
  isEventField,
  type SaveProblem,
  stepFields,
  stepOfField,
} from "./event-form-values.ts";
import { EventPreviewStep } from "./event-preview-step.tsx";
import { EventWhenWhereStep } from "./event-when-where-step.tsx";
import { useBannerChoice } from "./use-banner-choice.ts";

const steps = ["Basic Information", "Date & Location", "Preview"] as const;
const lastStep = steps.length - 1;

type Props = {
  defaultValues: EventFormValues;
  /** The saved banner (edit), or null. */
  currentBannerUrl: string | null;
  /** Printed as 'Hosted by' on the preview. */
  hostName: string;
  submitLabel: string;
  /** Where Cancel on the first step goes. */
  onCancel: () => void;
  /** Saves; resolves to nothing on success, or to what went wrong. */
  onSave: (values: EventInput, banner: BannerChange) => Promise<SaveProblem | undefined>;
  /** Offered next to a save error, e.g. a way back to the events. */
  errorAction?: ReactNode;
};

/** The three-step event form shared by create and edit (spec §2.8, §4): forward only when a step is valid. */
export function EventWizard({
  defaultValues,
  currentBannerUrl,
  hostName,
  submitLabel,
  onCancel,
  onSave,
  errorAction,
}: Props) {
  const form = useForm<EventFormValues, unknown, EventInput>({
    // The schema's input type has isPublic and timeZone optional (they default); our form always fills them.
    resolver: zodResolver(eventInputSchema) as Resolver<EventFormValues, unknown, EventInput>,
    defaultValues,
  });
  const banner = useBannerChoice(currentBannerUrl);
  const [step, setStep] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  // After a successful save the button keeps its spinner until the page moves on: no second submit.
  const [saved, setSaved] = useState(false);
  const [focusField, setFocusField] = useState<EventField | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  // Moves focus to the new step's heading, so keyboard and screen-reader users start at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step change itself is the trigger
  useEffect(() => {
    if (!stepChanged.current) return;
    if (focusField) {
      form.setFocus(focusField);
      setFocusField(null);
    } else {
      headingRef.current?.focus();
    }
  }, [step]);

  function goTo(next: number) {
    stepChanged.current = true;
    setStep(next);
  }

  async function next() {
    if (await form.trigger([...stepFields[step]], { shouldFocus: true })) goTo(step + 1);
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const problem = await onSave(values, banner.change);
    if (!problem) {
      setSaved(true);
      return;
    }
    const fieldErrors = Object.entries(problem.fieldErrors ?? {}).filter(
      (entry): entry is [EventField, string] => isEventField(entry[0]) && Boolean(entry[1]),
    );
    for (const [name, message] of fieldErrors) form.setError(name, { type: "server", message });
    if (problem.formError) setFormError(problem.formError);
    const first = fieldErrors[0]?.[0];
    if (problem.showField && first && stepOfField(first) >= 0) {
      setFocusField(first);
      goTo(stepOfField(first));
    }
  });

  const busy = form.formState.isSubmitting || saved;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: { xs: 3, sm: 4 } }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          // Enter in a field means Next until the preview; only the preview submits.
          if (step < lastStep) {
            event.preventDefault();
            void next();
          } else {
            void submit(event);
          }
        }}
      >
        <WizardStepHeading ref={headingRef} step={step} steps={steps} />

        {step === 0 && (
          <EventBasicsStep
            form={form}
            bannerPreviewUrl={banner.previewUrl}
            onBannerSelect={banner.select}
            onBannerRemove={banner.remove}
          />
        )}
        {step === 1 && <EventWhenWhereStep form={form} />}
        {step === 2 && (
          <EventPreviewStep form={form} bannerPreviewUrl={banner.previewUrl} hostName={hostName} />
        )}

        {formError && (
          <Alert severity="error" role="alert" sx={{ mt: 3 }} action={errorAction}>
            {formError}
          </Alert>
        )}

        <StickyActionBar>
          <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between" }}>
            {step === 0 ? (
              <Button type="button" variant="text" onClick={onCancel}>
                Cancel
              </Button>
            ) : (
              <Button
                type="button"
                variant="text"
                startIcon={<ArrowBackIcon />}
                onClick={() => goTo(step - 1)}
                disabled={busy}
              >
                Back
              </Button>
            )}
            {step < lastStep ? (
              <Button key="next" type="submit" variant="contained" endIcon={<ArrowForwardIcon />}>
                Next
              </Button>
            ) : (
              <Button
                key="save"
                type="submit"
                variant="contained"
                color="secondary"
                disabled={busy}
                startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : null}
              >
                {submitLabel}
              </Button>
            )}
          </Stack>
        </StickyActionBar>
      </Box>
    </Paper>
  );
}
