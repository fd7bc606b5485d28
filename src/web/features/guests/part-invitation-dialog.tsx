import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useId, useState } from "react";
import { guestCategories } from "../../../contract/guests.ts";
import { guestPartsMessages, type Part } from "../../../contract/parts.ts";
import { menuOptions } from "../../components/menu-options.tsx";
import { ApiError, api, unwrap } from "../../lib/api-client.ts";
import { guestCategoryLabels } from "../../lib/guest-labels.ts";
import { guestKeys } from "../../lib/query-keys.ts";
import { PartCheckboxes } from "./part-checkboxes.tsx";

type Props = {
  eventId: string;
  parts: Part[];
  /** The selected guests; none: the host picks a category instead. */
  guestIds: string[];
  onClose: () => void;
  onDone: () => void;
};

/**
 * "Invite to parts…": the selected guests, or every guest of a category, are invited to exactly
 * the parts ticked. Their answers to the parts they keep stay.
 */
export function PartInvitationDialog({ eventId, parts, guestIds, onClose, onDone }: Props) {
  const titleId = useId();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [partIds, setPartIds] = useState(() => parts.map((p) => p.id));
  const [category, setCategory] = useState<string>(guestCategories[0]);
  const [error, setError] = useState<string | undefined>();
  const invite = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST("/events/{id}/parts/invitations", {
          params: { path: { id: eventId } },
          body: { ...(guestIds.length > 0 ? { guestIds } : { category }), partIds },
        }),
      ),
    onSuccess: async ({ guests }) => {
      enqueueSnackbar(guestPartsMessages.invited(guests), { variant: "success" });
      await client.invalidateQueries({ queryKey: guestKeys.event(eventId) });
      onDone();
    },
    onError: (e) => setError(e instanceof ApiError && e.status < 500 ? e.message : "Failed to save"),
  });

  function save() {
    if (partIds.length === 0) return setError(guestPartsMessages.choose);
    setError(undefined);
    invite.mutate();
  }

  return (
    <Dialog
      open
      onClose={invite.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Invite to parts</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {guestIds.length > 0 ? (
            <Typography>
              {guestIds.length === 1 ? "The selected guest" : `The ${guestIds.length} selected guests`} will
              be invited to the parts ticked, and to no other.
            </Typography>
          ) : (
            <TextField
              select
              label="Every guest in the category"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              helperText="They will be invited to the parts ticked, and to no other."
            >
              {menuOptions(guestCategories, guestCategoryLabels)}
            </TextField>
          )}
          <PartCheckboxes parts={parts} value={partIds} onChange={setPartIds} error={error} legend="Parts" />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={invite.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} loading={invite.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
