import { zodResolver } from "@hookform/resolvers/zod";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import SendIcon from "@mui/icons-material/Send";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router";
import type { Event } from "../../../contract/events.ts";
import {
  type InvitationInput,
  invitationInputSchema,
  invitationMessages,
} from "../../../contract/invitations.ts";
import { DraftRestoredNotice } from "../../components/draft-restored-notice.tsx";
import { StickyActionBar } from "../../components/sticky-action-bar.tsx";
import { UnsavedChangesGuard } from "../../components/unsaved-changes-guard.tsx";
import { WizardBackButton } from "../../components/wizard-back-button.tsx";
import { WizardStepHeading } from "../../components/wizard-step-heading.tsx";
import { WizardStepper } from "../../components/wizard-stepper.tsx";
import { dateTimeValueToIso, isFutureDateTimeValue } from "../../lib/event-date-format.ts";
import { useFormDraft, useRestoredDraft } from "../../lib/use-form-draft.ts";
import { useTemplates } from "../../lib/use-templates.ts";
import { useWizardStep } from "../../lib/use-wizard-step.ts";
import { filterGuests, type RecipientFilter } from "./recipient-filters.ts";
import { useEventGuests } from "./use-event-guests.ts";
import { useWizardSubmit, type WizardAction } from "./use-wizard-submit.ts";
import { WizardCustomizeStep } from "./wizard-customize-step.tsx";
import { WizardRecipientsStep } from "./wizard-recipients-step.tsx";
import { WizardReviewStep } from "./wizard-review-step.tsx";
import { WizardTemplateStep } from "./wizard-template-step.tsx";
import {
  defaultMessage,
  defaultTitle,
  reachableStep,
  reviewStep,
  stepComplete,
  type WizardValues,
  wizardSteps,
} from "./wizard-values.ts";

/** Why Next is still disabled (spec §4), next to it. */
const nextHints = [
  "Choose an event and a template to continue.",
  "Add a title and a message to continue.",
  "Choose at least one guest to continue.",
];

type Props = {
  /** Where this form's draft is kept in the tab: one per user and invitation (or 'new'). */
  draftKey: string;
  events: Event[];
  initial: WizardValues;
  /** Edit: the invitation being changed (its event is fixed). */
  existingId?: string;
  /** Edit: a scheduled invitation keeps its time unless the host picks another. */
  initialSchedule?: string;
  /** Create from a guest list: its guests start selected and the recipients step starts filtered. */
  guestFilter?: RecipientFilter;
  /** The first step to show (edit opens on the content, the design being chosen already). */
  initialStep?: number;
  /** What the save button says and the message after it. */
  saveLabel?: string;
  saveText?: string;
  onCancel: () => void;
};

function withoutSchedule({ scheduleAt: _, ...values }: WizardValues & { scheduleAt: string }): WizardValues {
  return values;
}

/** The four-step invitation wizard (spec §2.14, §4), shared by create and edit. */
export function InvitationWizard({
  draftKey,
  events,
  initial,
  existingId,
  initialSchedule = "",
  initialStep = 0,
  saveLabel = "Save as Draft",
  saveText,
  onCancel,
  guestFilter,
}: Props) {
  // The schedule is not part of the invitation's input, but typing it is work a reload must not lose.
  const [pristine] = useState(() => ({ ...initial, scheduleAt: initialSchedule }));
  const restored = useRestoredDraft(draftKey, pristine);
  const [notice, setNotice] = useState(restored !== null);
  const form = useForm<WizardValues, unknown, InvitationInput>({
    resolver: zodResolver(invitationInputSchema) as Resolver<WizardValues, unknown, InvitationInput>,
    defaultValues: restored ? withoutSchedule(restored) : initial,
  });
  const values = form.watch();
  const [scheduleAt, setScheduleAt] = useState(restored?.scheduleAt ?? initialSchedule);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const draftValues = { ...values, scheduleAt };
  const draft = useFormDraft(draftKey, pristine, draftValues);
  // What was last saved to the server (a send that failed afterwards still saved the invitation).
  const [savedText, setSavedText] = useState<string | null>(null);
  const { step, goTo } = useWizardStep(wizardSteps.length, reachableStep(values), initialStep);
  const templates = useTemplates();
  const guests = useEventGuests(values.eventId || null);
  const submit = useWizardSubmit(existingId ?? null, saveText);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once, when the event's guests arrive; a restored draft keeps the host's own choice.
  const preselected = useRef(restored !== null || !guestFilter);
  const shownStep = useRef(step);

  const event = events.find((e) => e.id === values.eventId);
  const template = templates.data?.find((t) => t.id === values.templateId);
  const busy = submit.running !== null || submit.done;
  const unsaved = draft.dirty && !submit.done && savedText !== JSON.stringify(draftValues);

  useEffect(() => {
    if (preselected.current || !guestFilter || !guests.data) return;
    preselected.current = true;
    if (values.eventId !== initial.eventId || values.guestIds.length > 0) return;
    form.setValue(
      "guestIds",
      filterGuests(guests.data, guestFilter).map((g) => g.id),
    );
  }, [guests.data, guestFilter, values.eventId, values.guestIds.length, initial.eventId, form]);

  // Moves focus to the new step's heading (Next, Back, or the browser's own buttons).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  function next() {
    if (!stepComplete(step, values)) return;
    if (step === 0 && event) fillDefaults(event);
    goTo(step + 1);
  }

  // A title or message that is some event's default text was not written by the host: it follows
  // the chosen event (this holds after a reload too, where nothing else remembers who wrote it).
  function fillDefaults(chosen: Event) {
    const title = form.getValues("title");
    const message = form.getValues("message");
    if (!title.trim() || events.some((e) => defaultTitle(e) === title)) {
      form.setValue("title", defaultTitle(chosen));
    }
    if (!message.trim() || events.some((e) => defaultMessage(e) === message)) {
      form.setValue("message", defaultMessage(chosen));
    }
  }

  function discard() {
    form.reset(initial);
    setScheduleAt(initialSchedule);
    setScheduleError(null);
    setNotice(false);
    goTo(initialStep);
  }

  function act(kind: WizardAction) {
    let iso: string | undefined;
    if (kind === "schedule") {
      if (!isFutureDateTimeValue(scheduleAt)) {
        setScheduleError(invitationMessages.scheduledInPast);
        return;
      }
      setScheduleError(null);
      iso = dateTimeValueToIso(scheduleAt) ?? undefined;
    }
    const text = JSON.stringify(draftValues);
    void form.handleSubmit(
      async (input) => {
        if (await submit.run(kind, input, iso)) {
          // Saved on the server: a reload must not bring the draft back to be saved a second time.
          draft.clear();
          setSavedText(text);
        }
      },
      (errors) => {
        // Each step already checked its part; this is a last guard (e.g. a guest deleted meanwhile).
        const first = Object.values(errors)[0];
        const message =
          first && "message" in first ? String(first.message) : invitationMessages.missingRequired;
        form.setError("root", { message });
      },
    )();
  }

  const rootError = form.formState.errors.root?.message;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      <UnsavedChangesGuard when={unsaved} onLeave={draft.clear} />
      {notice && <DraftRestoredNotice onDiscard={discard} />}
      <WizardStepper
        steps={wizardSteps}
        step={step}
        sx={{
          mb: { xs: 3, sm: 4 },
          "& .MuiStepLabel-label": { fontSize: { xs: "0.75rem", sm: "0.875rem" } },
        }}
      />
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          // Enter in a field means Next; the last step has its own three buttons.
          e.preventDefault();
          if (step < reviewStep) next();
        }}
      >
        <WizardStepHeading ref={headingRef} step={step} steps={wizardSteps} />

        {step === 0 && (
          <WizardTemplateStep
            events={events}
            templates={templates.data}
            templatesFailed={templates.isError}
            eventId={values.eventId}
            templateId={values.templateId}
            design={values.design}
            onEventChange={(id) => {
              form.setValue("eventId", id);
              // Guests belong to one event: a new event starts a new choice.
              form.setValue("guestIds", []);
            }}
            onTemplateChange={(id) => form.setValue("templateId", id)}
            onDesignChange={(design) => form.setValue("design", design)}
            eventLocked={Boolean(existingId)}
          />
        )}
        {step === 1 && <WizardCustomizeStep form={form} />}
        {step === 2 && (
          <WizardRecipientsStep
            eventId={values.eventId}
            guests={guests.data}
            guestsFailed={guests.isError}
            selected={values.guestIds}
            onChange={(ids) => form.setValue("guestIds", ids)}
            type={values.type}
            initialFilter={guestFilter}
          />
        )}
        {step === 3 && (
          <WizardReviewStep
            values={values}
            event={event}
            template={template}
            recipients={(guests.data ?? []).filter((g) => values.guestIds.includes(g.id))}
            schedule={{
              value: scheduleAt,
              onChange: (v) => {
                setScheduleAt(v);
                setScheduleError(null);
              },
              error: scheduleError,
              onSchedule: () => act("schedule"),
              busy: submit.running === "schedule",
              disabled: busy && submit.running !== "schedule",
            }}
          />
        )}

        {(submit.problem || rootError) && (
          <Alert severity="error" role="alert" sx={{ mt: 3 }}>
            <AlertTitle>{submit.problem?.title ?? "Failed to save invitation"}</AlertTitle>
            {submit.problem ? submit.problem.reason : rootError}
            {submit.problem?.savedId && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                The invitation itself is saved.{" "}
                <Link component={RouterLink} to={`/dashboard/invitations/${submit.problem.savedId}`}>
                  Open it
                </Link>{" "}
                to try again later.
              </Typography>
            )}
          </Alert>
        )}

        <StickyActionBar>
          {/* Inside the bar, so the reason stays next to the disabled Next on a phone too. */}
          {step < reviewStep && !stepComplete(step, values) && (
            <Typography
              id="wizard-next-hint"
              variant="body2"
              sx={{ color: "text.secondary", textAlign: "right", mb: 1 }}
            >
              {nextHints[step]}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ justifyContent: "space-between", flexWrap: "wrap" }}
          >
            <WizardBackButton step={step} onCancel={onCancel} onBack={() => goTo(step - 1)} busy={busy} />
            {step < reviewStep ? (
              <Button
                key="next"
                aria-describedby={stepComplete(step, values) ? undefined : "wizard-next-hint"}
                type="submit"
                variant="contained"
                endIcon={<ArrowForwardIcon />}
                disabled={!stepComplete(step, values)}
              >
                Next
              </Button>
            ) : (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                // On a phone the two do not fit beside Back: they take a row of their own, half each.
                sx={{
                  flexWrap: "wrap",
                  justifyContent: "flex-end",
                  width: { xs: "100%", sm: "auto" },
                  "& > .MuiButton-root": { flex: { xs: 1, sm: "none" } },
                }}
              >
                <Button
                  type="button"
                  variant="outlined"
                  onClick={() => act("draft")}
                  loading={submit.running === "draft"}
                  disabled={busy && submit.running !== "draft"}
                >
                  {saveLabel}
                </Button>
                <Button
                  type="button"
                  variant="contained"
                  color="secondary"
                  startIcon={<SendIcon />}
                  onClick={() => act("send")}
                  loading={submit.running === "send"}
                  disabled={busy && submit.running !== "send"}
                >
                  Send Now
                </Button>
              </Stack>
            )}
          </Stack>
        </StickyActionBar>
      </Box>
    </Paper>
  );
}
