import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useEffect, useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import {
  type GuestInput,
  type GuestInputForm,
  guestCategories,
  guestInputSchema,
  hostGuestStatuses,
} from "../../../contract/guests.ts";
import {
  type HostPartAnswer,
  overallStatus,
  type Part,
  partAnswerForStatus,
} from "../../../contract/parts.ts";
import { menuOptions } from "../../components/menu-options.tsx";
import { upgradeActionFor } from "../../components/upgrade-action.tsx";
import { guestCategoryLabels, guestStatusLabels } from "../../lib/guest-labels.ts";
import type { GuestSaveProblem } from "./guest-save-problem.ts";
import { PartAnswers } from "./part-answers.tsx";
import { PartCheckboxes } from "./part-checkboxes.tsx";

type Props = {
  defaultValues: GuestInputForm;
  submitLabel: string;
  onCancel: () => void;
  /** Saves; returns what went wrong, or nothing on success. */
  onSave: (values: GuestInput) => Promise<GuestSaveProblem | undefined>;
  /** Set after a successful save, while the screen waits to go back to the list. */
  saved?: boolean;
  /**
   * Offers 'Save and add another': saves through this instead, then empties the form for the next
   * guest and puts the cursor in Name. Returns what went wrong, or nothing on success.
   */
  onSaveAndAddAnother?: (values: GuestInput) => Promise<GuestSaveProblem | undefined>;
  /** The event's parts (an event in parts): the guest is invited to those ticked. */
  parts?: Part[];
};

const fieldNames = new Set([
  "name",
  "email",
  "phone",
  "category",
  "status",
  "plusOnesAllowed",
  "partIds",
  "partAnswers",
]);

/** Name, e-mail, phone, category, status and +1s allowed, checked by the same schema as the server. */
export function GuestForm({
  defaultValues,
  submitLabel,
  onCancel,
  onSave,
  saved = false,
  onSaveAndAddAnother,
  parts = [],
}: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  // Which button is saving, so only that one shows the spinner.
  const [saving, setSaving] = useState<"save" | "another" | null>(null);
  // Bumped after each 'Save and add another', so the emptied form is on screen before Name takes focus.
  const [cleared, setCleared] = useState(0);
  const form = useForm<GuestInputForm, unknown, GuestInput>({
    resolver: zodResolver(guestInputSchema),
    defaultValues,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the counter itself is the trigger
  useEffect(() => {
    if (cleared > 0) form.setFocus("name");
  }, [cleared]);

  const field = (name: FieldPath<GuestInputForm>) => {
    const { ref, ...rest } = form.register(name);
    const message = form.getFieldState(name, form.formState).error?.message;
    return { ...rest, inputRef: ref, error: Boolean(message), helperText: message };
  };

  function showProblem(problem: GuestSaveProblem) {
    if (problem.formError) setFormError(problem.formError);
    for (const [name, message] of Object.entries(problem.fieldErrors ?? {})) {
      if (fieldNames.has(name))
        form.setError(name as FieldPath<GuestInputForm>, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaving("save");
    const problem = await onSave(values);
    setSaving(null);
    if (problem) showProblem(problem);
  });

  const saveAndAddAnother = form.handleSubmit(async (values) => {
    if (!onSaveAndAddAnother) return;
    setFormError(null);
    setSaving("another");
    const problem = await onSaveAndAddAnother(values);
    setSaving(null);
    if (problem) {
      showProblem(problem);
      return;
    }
    form.reset(defaultValues);
    setCleared((n) => n + 1);
  });

  const busy = saving !== null || saved;
  const inParts = parts.length > 0;

  // An event in parts (decision 0033): the status and the answers per part move together. A new
  // status answers every part alike; an answer changed gives the status it makes (the host's
  // Invited or Maybe standing while no part is answered), as the server stores it.
  function answersChanged(answers: HostPartAnswer[]) {
    form.setValue("partAnswers", answers, { shouldDirty: true });
    form.setValue("status", overallStatus(answers, form.getValues("status")), { shouldDirty: true });
  }
  function statusChanged(status: GuestInputForm["status"]) {
    form.setValue("status", status, { shouldDirty: true, shouldValidate: true });
    const answer = partAnswerForStatus[status];
    if (!inParts || !answer) return;
    const answers = form.getValues("partAnswers") ?? [];
    form.setValue(
      "partAnswers",
      answers.map((a) => ({ ...a, status: answer })),
      { shouldDirty: true },
    );
  }
  function partsChanged(partIds: string[]) {
    form.setValue("partIds", partIds, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    const before = form.getValues("partAnswers") ?? [];
    // A part newly ticked starts unanswered; a part unticked takes its answer along.
    answersChanged(
      partIds.map((partId) => before.find((a) => a.partId === partId) ?? { partId, status: "invited" }),
    );
  }

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      noValidate
      sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={3}>
        {formError && (
          <Alert severity="error" role="alert" action={upgradeActionFor(formError)}>
            {formError}
          </Alert>
        )}
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Name" required fullWidth autoComplete="off" {...field("name")} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Email"
              type="email"
              required
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: "email" } }}
              {...field("email")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Phone" type="tel" fullWidth autoComplete="off" {...field("phone")} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="category"
              render={({ field: f, fieldState }) => (
                <TextField
                  select
                  label="Category"
                  fullWidth
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  name={f.name}
                  value={f.value ?? ""}
                  onChange={(e) => f.onChange(e.target.value === "" ? null : e.target.value)}
                  onBlur={f.onBlur}
                  inputRef={f.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  <MenuItem value="">
                    <em>None</em>
                  </MenuItem>
                  {menuOptions(guestCategories, guestCategoryLabels)}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="status"
              render={({ field: f, fieldState }) => {
                // Only capacity rules put a guest on the waitlist; the host may keep or change it.
                const waitlisted = f.value === "waitlisted";
                return (
                  <TextField
                    select
                    label="Status"
                    required
                    fullWidth
                    name={f.name}
                    value={f.value ?? ""}
                    onChange={(e) => statusChanged(e.target.value as GuestInputForm["status"])}
                    onBlur={f.onBlur}
                    inputRef={f.ref}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message ??
                      (inParts
                        ? "Follows the answers per part; a status chosen here answers every part."
                        : waitlisted
                          ? "On the waitlist: they move up by themselves when a seat frees, or pick a status."
                          : undefined)
                    }
                  >
                    {menuOptions(hostGuestStatuses, guestStatusLabels)}
                    {waitlisted && (
                      <MenuItem value="waitlisted" disabled>
                        {guestStatusLabels.waitlisted}
                      </MenuItem>
                    )}
                  </TextField>
                );
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="+1s allowed"
              type="number"
              fullWidth
              slotProps={{ htmlInput: { min: 0, max: 20, step: 1, inputMode: "numeric" } }}
              {...field("plusOnesAllowed")}
              helperText={
                form.getFieldState("plusOnesAllowed", form.formState).error?.message ??
                "How many people this guest may bring; they name them when they reply."
              }
            />
          </Grid>
          {inParts && (
            <Grid size={12}>
              <Controller
                control={form.control}
                name="partIds"
                render={({ field: f, fieldState }) => (
                  <PartCheckboxes
                    parts={parts}
                    value={f.value ?? []}
                    onChange={partsChanged}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
          )}
          {inParts && (
            <Grid size={12}>
              <Controller
                control={form.control}
                name="partAnswers"
                render={({ field: f, fieldState }) => (
                  <PartAnswers
                    parts={parts}
                    value={f.value ?? []}
                    onChange={answersChanged}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
          )}
        </Grid>
        {/* Three buttons do not fit a phone's width: there they stack, the main one on top. */}
        <Stack
          direction={{ xs: "column-reverse", sm: "row" }}
          spacing={1.5}
          sx={{ justifyContent: "flex-end" }}
        >
          <Button onClick={onCancel}>Cancel</Button>
          {onSaveAndAddAnother && (
            <Button
              variant="outlined"
              onClick={() => void saveAndAddAnother()}
              loading={saving === "another"}
              disabled={busy && saving !== "another"}
            >
              Save and add another
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            loading={saving === "save" || saved}
            disabled={busy && saving !== "save" && !saved}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
