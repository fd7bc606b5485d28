import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { type Part, partRemovalQuestion, tellPartGuestsLabel } from "../../../contract/parts.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { LoadError } from "../../components/query-status.tsx";
import { usePartRemovalNotice } from "./use-parts.ts";

type Props = {
  eventId: string;
  part: Part;
  busy: boolean;
  onConfirm: (tell: boolean) => void;
  onClose: () => void;
};

/**
 * Asks before a part goes: when guests answered it, says how many, and offers to e-mail those who
 * said yes that it is off (ticked: they would otherwise turn up to it).
 */
export function PartRemoveDialog({ eventId, part, busy, onConfirm, onClose }: Props) {
  const notice = usePartRemovalNotice(eventId, part.id);
  const [tell, setTell] = useState(true);
  const toTell = notice.data?.toTell ?? 0;

  return (
    <ConfirmDialog
      open
      title={`Remove “${part.name}”?`}
      confirmLabel="Remove"
      busy={busy}
      onClose={onClose}
      onConfirm={() => onConfirm(tell && toTell > 0)}
    >
      {notice.isError ? (
        <LoadError error={notice.error} fallback="Failed to load who answered" />
      ) : !notice.data ? (
        <Skeleton variant="text" aria-label="Loading who answered" />
      ) : (
        <Stack spacing={1}>
          <Typography>
            {notice.data.answered > 0
              ? partRemovalQuestion(part.name, notice.data.answered)
              : "No guest has answered for it yet."}
          </Typography>
          {toTell > 0 && (
            <FormControlLabel
              control={<Checkbox checked={tell} onChange={(e) => setTell(e.target.checked)} />}
              label={tellPartGuestsLabel(toTell)}
            />
          )}
        </Stack>
      )}
    </ConfirmDialog>
  );
}
