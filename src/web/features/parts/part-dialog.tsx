import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import type { Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useSnackbar } from "notistack";
import { useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import type { Event } from "../../../contract/events.ts";
import { type Part, type PartInput, partHostTexts } from "../../../contract/parts.ts";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { SwitchField } from "../../components/switch-field.tsx";
import { formFieldProps, showServerRefusal } from "../../lib/form-field-props.ts";
import { type PartFormValues, partFormFields, partFormSchema, partToForm } from "./part-form.ts";
import type { usePartMutations } from "./use-parts.ts";

type Props = {
  event: Event;
  /** The part being edited; null adds one. */
  part: Part | null;
  mutations: ReturnType<typeof usePartMutations>;
  onClose: () => void;
};

const formId = "part-form";

/** Adds or edits a part: name, day and times, venue (empty: the event's), dress code, capacity, public. */
export function PartDialog({ event, part, mutations, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down("sm"));
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PartFormValues, unknown, PartInput>({
    resolver: zodResolver(partFormSchema),
    defaultValues: partToForm(part, event),
  });
  const saving = part ? mutations.update : mutations.create;
  const field = (name: FieldPath<PartFormValues>, hint?: string) => {
    const props = formFieldProps(form, name);
    return { ...props, helperText: props.helperText ?? hint };
  };

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      if (part) await mutations.update.mutateAsync({ partId: part.id, input });
      else await mutations.create.mutateAsync(input);
      enqueueSnackbar(part ? partHostTexts.saved : partHostTexts.added, { variant: "success" });
      onClose();
    } catch (error) {
      setFormError(showServerRefusal(form, error, partFormFields, "Failed to save the part"));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>{part ? partHostTexts.edit : partHostTexts.add}</DialogTitle>
      <DialogContent>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <ErrorAlert message={formError} />
            <TextField
              label="Name"
              required
              fullWidth
              autoFocus
              {...field("name", "Haldi, Sangeet, Reception…")}
            />
            <TextField
              label="Date"
              type="date"
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              {...field("date")}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label="Start"
                type="time"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                {...field("startTime")}
              />
              <TextField
                label="End"
                type="time"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                {...field("endTime", "Optional")}
              />
            </Stack>
            <TextField
              label="Venue"
              fullWidth
              {...field("venue", `${partHostTexts.venueHelp}${event.location ? ` (${event.location})` : ""}`)}
            />
            <TextField
              label={partHostTexts.noteLabel}
              fullWidth
              multiline
              minRows={2}
              {...field("note", "Shown to the guests invited to this part")}
            />
            <TextField
              label="Capacity"
              fullWidth
              slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]*" } }}
              {...field(
                "capacity",
                "Seats for this part; a Yes that does not fit waits on its waitlist. Empty: no limit.",
              )}
            />
            <SwitchField
              control={form.control}
              name="isPublic"
              label={partHostTexts.publicLabel}
              hint={partHostTexts.publicHelp}
            />
          </Stack>
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" loading={saving.isPending}>
          {part ? partHostTexts.save : partHostTexts.add}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
