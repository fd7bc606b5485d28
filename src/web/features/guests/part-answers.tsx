import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import {
  type HostPartAnswer,
  hostPartAnswerLabels,
  type Part,
  type PartReplyStatus,
} from "../../../contract/parts.ts";
import { FieldSet } from "../../components/field-set.tsx";

type Props = {
  /** The event's parts, in order; only those the guest is invited to (in `value`) are shown. */
  parts: Part[];
  value: HostPartAnswer[];
  onChange: (answers: HostPartAnswer[]) => void;
  error?: string;
};

/** What the host may choose; the waitlist is capacity's to give, so it is shown only when it stands. */
const chosen: PartReplyStatus[] = ["invited", "confirmed", "declined"];

/**
 * The guest's answer to each part they are invited to (an event in parts, decision 0033), as the
 * host sets it: No answer, Attending or Not attending. A Yes past a part's capacity goes to that
 * part's waitlist when saved, as the guest's own reply would.
 */
export function PartAnswers({ parts, value, onChange, error }: Props) {
  const errorId = useId();
  const set = (partId: string, status: PartReplyStatus) =>
    onChange(value.map((a) => (a.partId === partId ? { ...a, status } : a)));
  const invited = parts.filter((p) => value.some((a) => a.partId === p.id));
  if (invited.length === 0) return null;
  return (
    <FieldSet legend="Answers per part" error={error} errorId={errorId}>
      <Grid container spacing={2}>
        {invited.map((p) => {
          const status = value.find((a) => a.partId === p.id)?.status ?? "invited";
          return (
            <Grid key={p.id} size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label={p.name}
                value={status}
                onChange={(e) => set(p.id, e.target.value as PartReplyStatus)}
                slotProps={{ htmlInput: { "aria-describedby": error ? errorId : undefined } }}
              >
                {chosen.map((s) => (
                  <MenuItem key={s} value={s}>
                    {hostPartAnswerLabels[s]}
                  </MenuItem>
                ))}
                {status === "waitlisted" && (
                  <MenuItem value="waitlisted" disabled>
                    {hostPartAnswerLabels.waitlisted}
                  </MenuItem>
                )}
              </TextField>
            </Grid>
          );
        })}
      </Grid>
    </FieldSet>
  );
}
