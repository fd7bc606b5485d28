import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import StarIcon from "@mui/icons-material/Star";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { checkInMessages, type DoorGuest } from "../../../contract/check-in.ts";
import { guestStatusLabels } from "../../lib/guest-labels.ts";

type Props = {
  guest: DoorGuest | null;
  busy: boolean;
  onCheckIn: (party: number) => void;
  onUndo: () => void;
  onClose: () => void;
};

/**
 * The guest a scan or a search found, at the bottom of the screen where a thumb reaches: VIP flag,
 * how many of the party came (3 of 4), Check in; or, when they are in already, when, and Undo.
 */
export function DoorGuestSheet(props: Props) {
  return (
    <Drawer
      anchor="bottom"
      open={props.guest !== null}
      onClose={props.onClose}
      slotProps={{
        paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxWidth: 600, mx: "auto" } },
      }}
    >
      {/* Keyed by guest: the party count starts at the whole party for each guest. */}
      {props.guest && <SheetBody key={props.guest.id} {...props} guest={props.guest} />}
    </Drawer>
  );
}

function SheetBody({ guest, busy, onCheckIn, onUndo, onClose }: Props & { guest: DoorGuest }) {
  const [party, setParty] = useState(guest.partySize);
  return (
    <Stack spacing={2} sx={{ p: 3 }} aria-label={`Guest ${guest.name}`} role="group">
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: "anywhere" }}>
          {guest.name}
        </Typography>
        {guest.vip && <Chip icon={<StarIcon />} label="VIP" color="warning" />}
      </Stack>
      {guest.status !== "confirmed" && (
        <Alert severity="warning">Reply on the list: {guestStatusLabels[guest.status]}</Alert>
      )}
      {guest.checkedIn ? (
        <>
          <Alert severity="info" role="status">
            {checkInMessages.alreadyCheckedIn(guest.checkedIn.time)} ({guest.checkedIn.party} of{" "}
            {guest.partySize})
          </Alert>
          <Button variant="outlined" color="error" size="large" disabled={busy} onClick={onUndo}>
            Undo check-in
          </Button>
        </>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "center" }}>
            <IconButton
              aria-label="One fewer"
              size="large"
              disabled={party <= 1}
              onClick={() => setParty((p) => p - 1)}
            >
              <RemoveIcon />
            </IconButton>
            <Typography variant="h4" component="p" aria-live="polite">
              {party} of {guest.partySize}
            </Typography>
            <IconButton
              aria-label="One more"
              size="large"
              disabled={party >= guest.partySize}
              onClick={() => setParty((p) => p + 1)}
            >
              <AddIcon />
            </IconButton>
          </Stack>
          <Button variant="contained" size="large" disabled={busy} onClick={() => onCheckIn(party)}>
            Check in {party}
          </Button>
        </>
      )}
      <Button onClick={onClose}>Close</Button>
    </Stack>
  );
}
