import { zodResolver } from "@hookform/resolvers/zod";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { type EventInput, eventInputSchema } from "../../../contract/events.ts";
import { DraftRestoredNotice } from "../../components/draft-restored-notice.tsx";
import { StickyActionBar } from "../../components/sticky-action-bar.tsx";
import { UnsavedChangesGuard } from "../../components/unsaved-changes-guard.tsx";
import { WizardBackButton } from "../../components/wizard-back-button.tsx";
import { WizardStepHeading } from "../../components/wizard-step-heading.tsx";
import { WizardStepper } from "../../components/wizard-stepper.tsx";
import { useFormDraft, useRestoredDraft } from "../../lib/use-form-draft.ts";
import { useWizardStep } from "../../lib/use-wizard-step.ts";
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
import { type EventDraft, firstInvalidStep, fromDraft, toDraft } from "./event-wizard-draft.ts";
import { useBannerChoice } from "./use-banner-choice.ts";

const steps = ["Basic Information", "Date & Location", "Preview"] as const;
const lastStep = steps.length - 1;

type Props = {
  /** Where this form's draft is kept in the tab: one per user and event (or 'new'). */
  draftKey: string;
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
  draftKey,
  defaultValues,
  currentBannerUrl,
  hostName,
  submitLabel,
  onCancel,
  onSave,
  errorAction,
}: Props) {
  const [pristine] = useState(() => toDraft(defaultValues, { kind: "keep" }));
  const restored = useRestoredDraft<EventDraft>(draftKey, pristine);
  const [notice, setNotice] = useState(restored !== null);
  const form = useForm<EventFormValues, unknown, EventInput>({
    // The schema's input type has isPublic and timeZone optional (they default); our form always fills them.
    resolver: zodResolver(eventInputSchema) as Resolver<EventFormValues, unknown, EventInput>,
    defaultValues: restored ? fromDraft(restored) : defaultValues,
  });
  const values = form.watch();
  const banner = useBannerChoice(currentBannerUrl, restored?.bannerRemoved);
  const draft = useFormDraft(draftKey, pristine, toDraft(values, banner.change));
  const { step, goTo, fellBack } = useWizardStep(steps.length, firstInvalidStep(values));
  const [formError, setFormError] = useState<string | null>(null);
  // After a successful save the button keeps its spinner until the page moves on: no second submit.
  const [saved, setSaved] = useState(false);
  const [focusField, setFocusField] = useState<EventField | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Moves focus to the new step's heading (Next, Back, or the browser's own buttons), so keyboard and
  // screen-reader users start at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step change itself is the trigger
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (focusField) {
      form.setFocus(focusField);
      setFocusField(null);
    } else {
      headingRef.current?.focus();
    }
  }, [step]);

  // The address asked for a step whose earlier steps are not done (e.g. Forward after a change):
  // the first such step is shown with what still needs fixing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a fall-back triggers it
  useEffect(() => {
    if (fellBack) void form.trigger([...(stepFields[step] ?? [])]);
  }, [fellBack]);

  async function next() {
    if (await form.trigger([...stepFields[step]], { shouldFocus: true })) goTo(step + 1);
  }

  function discard() {
    form.reset(defaultValues);
    banner.reset();
    setNotice(false);
    goTo(0);
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const problem = await onSave(values, banner.change);
    if (!problem) {
      draft.clear();
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
      <UnsavedChangesGuard when={draft.dirty && !saved} onLeave={draft.clear} />
      {notice && (
        <DraftRestoredNotice onDiscard={discard}>
          {restored?.bannerFileName
            ? `Pictures are not kept in a draft: choose “${restored.bannerFileName}” again.`
            : null}
        </DraftRestoredNotice>
      )}
      <WizardStepper steps={steps} step={step} sx={{ mb: { xs: 3, sm: 4 } }} />
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
            <WizardBackButton step={step} onCancel={onCancel} onBack={() => goTo(step - 1)} busy={busy} />
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
