import PersonAddAlt1Icon from "@mui/icons-material/PersonAddAlt1";
import QrCodeScannerIcon from "@mui/icons-material/QrCodeScanner";
import StarIcon from "@mui/icons-material/Star";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useEffect, useState } from "react";
import type { DoorGuest } from "../../../contract/check-in.ts";
import { doorLinkMessages } from "../../../contract/door-links.ts";
import { ApiError } from "../../lib/api-client.ts";
import { browserTimeZone } from "../../lib/event-date-format.ts";
import { offlineMessages } from "../../lib/offline/offline-messages.ts";
import type { QueuedChange } from "../../lib/offline/queued-change.ts";
import { useOnline } from "../../lib/offline/use-online.ts";
import { useQueuedChanges } from "../../lib/offline/use-queued-changes.ts";
import { DoorGuestSheet } from "./door-guest-sheet.tsx";
import { doorOfflineMessages } from "./door-messages.ts";
import { DoorPartPicker } from "./door-part-picker.tsx";
import { type DoorChangeData, doorChangeKind } from "./offline-changes.ts";
import { QrScanner } from "./qr-scanner.tsx";
import {
  type DoorResult,
  type DoorSource,
  doorIdOf,
  lookupPass,
  useDoorActions,
  useDoorStream,
  useDoorSummary,
} from "./use-door.ts";
import { useFindGuests } from "./use-find-guests.ts";
import { WalkInDialog } from "./walk-in-dialog.tsx";

/** Whether the server said a door link no longer works (revoked, expired or unknown). */
export const isLinkGone = (error: unknown) =>
  error instanceof ApiError && error.message === doorLinkMessages.gone;

/** A door action made here that the server does not have: still waiting, or refused. */
type Pending = QueuedChange["state"];

/** One line of a guest in a list: name, VIP star, in or not, and whether the server has that yet. */
function GuestLine({ guest, pending, onOpen }: { guest: DoorGuest; pending?: Pending; onOpen: () => void }) {
  const state =
    (guest.checkedIn
      ? `In at ${guest.checkedIn.time}: ${guest.checkedIn.party} of ${guest.partySize}`
      : `Party of ${guest.partySize}`) + (pending ? ` · ${doorOfflineMessages[pending]}` : "");
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={onOpen} sx={{ minHeight: 56 }}>
        <ListItemText
          primary={
            <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }} component="span">
              <span>{guest.name}</span>
              {guest.vip && <StarIcon fontSize="small" color="warning" titleAccess="VIP" />}
            </Stack>
          }
          secondary={state}
        />
      </ListItemButton>
    </ListItem>
  );
}

type Props = {
  source: DoorSource;
  /** The event's time zone when known before the door's own answer (the host's copy of the event). */
  timeZone?: string;
  /** A door link stopped working: the page says so instead of the door. */
  onGone?: () => void;
};

/**
 * Door mode, for one hand on a phone: the counter on top, then the camera and the name search;
 * whatever they find opens at the bottom of the screen. The same screen for the host's door and a
 * door link's: only where it asks the server differs.
 */
export function DoorScreen({ source: door, timeZone: knownZone, onGone }: Props) {
  // An event in parts: the server opens on the part happening now or next; the picker changes it.
  const opening = useDoorSummary(door, true);
  const [picked, setPicked] = useState<string>();
  const partId = picked ?? opening.data?.partId;
  const source: DoorSource = partId ? { ...door, partId } : door;
  const summary = useDoorSummary(source, true);
  useDoorStream(source, true);
  const timeZone = summary.data?.timeZone ?? knownZone ?? browserTimeZone();
  const actions = useDoorActions(source, timeZone);
  const online = useOnline();
  const { enqueueSnackbar } = useSnackbar();
  const [selected, setSelected] = useState<DoorGuest | null>(null);
  const [scanning, setScanning] = useState(false);
  const [query, setQuery] = useState("");
  const [walkIn, setWalkIn] = useState(false);
  const found = useFindGuests(source, query, true);
  const doorId = doorIdOf(source);
  // The guests whose check-in, undo or walk-in made here the server does not have yet (the latest wins).
  const pending = new Map<string, Pending>(
    useQueuedChanges()
      .filter((c) => c.kind === doorChangeKind.kind && (c.data as DoorChangeData).eventId === doorId)
      .map((c) => [(c.data as DoorChangeData).after.id, c.state]),
  );
  // A link revoked or expired meanwhile: the counter's next answer says so.
  useEffect(() => {
    if (onGone && isLinkGone(summary.error)) onGone();
  }, [onGone, summary.error]);

  const failed = (error: unknown) => {
    if (onGone && isLinkGone(error)) return onGone();
    enqueueSnackbar(error instanceof ApiError ? error.message : "Something went wrong. Please try again.", {
      variant: "error",
    });
  };
  const done = (result: DoorResult) => {
    if (result.queued) {
      enqueueSnackbar(`${result.message}. ${offlineMessages.savedOnDevice}`, { variant: "info" });
    } else {
      const { outcome, message } = result.outcome;
      enqueueSnackbar(message, {
        variant: outcome === "checked_in" || outcome === "undone" ? "success" : "warning",
      });
    }
    setSelected(null);
  };

  const onCode = async (code: string) => {
    try {
      setSelected(await lookupPass(source, code));
    } catch (error) {
      // A pass code means nothing without the server: it holds no name.
      if (error instanceof ApiError && error.code === "network") {
        enqueueSnackbar(doorOfflineMessages.scanNeedsConnection, { variant: "warning" });
      } else failed(error);
    }
  };

  const s = summary.data;
  const parts = opening.data?.parts;
  return (
    <>
      {parts && partId && (
        <DoorPartPicker
          parts={parts}
          partId={partId}
          timeZone={timeZone}
          onPick={(id) => {
            setPicked(id);
            setSelected(null);
          }}
        />
      )}
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2, textAlign: "center" }}
        aria-live="polite"
        aria-atomic="true"
      >
        {s ? (
          <>
            <Typography variant="h3" component="p" data-testid="door-counter">
              {s.arrived} / {s.expected}
            </Typography>
            <Typography color="text.secondary">
              arrived / expected · {s.arrivedGuests} {s.arrivedGuests === 1 ? "guest" : "guests"} in
            </Typography>
          </>
        ) : (
          <Skeleton height={72} />
        )}
      </Paper>

      <Stack spacing={2}>
        {scanning && online ? (
          <Stack spacing={1}>
            <QrScanner onCode={(code) => void onCode(code)} paused={selected !== null} />
            <Button onClick={() => setScanning(false)}>Stop camera</Button>
          </Stack>
        ) : (
          <Button
            variant="contained"
            size="large"
            startIcon={<QrCodeScannerIcon />}
            disabled={!online}
            onClick={() => setScanning(true)}
          >
            Scan passes
          </Button>
        )}
        {!online && <Alert severity="info">{doorOfflineMessages.scanNeedsConnection}</Alert>}

        <TextField
          label="Find a guest by name"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
        {query.trim() && (
          <Paper variant="outlined">
            {found.onDevice && !found.items ? (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {doorOfflineMessages.listNotSaved}
              </Typography>
            ) : found.items?.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary">
                No guest found. Not on the list? Add them as a walk-in.
              </Typography>
            ) : (
              <List aria-label="Guests found" disablePadding>
                {found.items?.map((g) => (
                  <GuestLine key={g.id} guest={g} pending={pending.get(g.id)} onOpen={() => setSelected(g)} />
                ))}
              </List>
            )}
          </Paper>
        )}

        <Button
          variant="outlined"
          size="large"
          startIcon={<PersonAddAlt1Icon />}
          onClick={() => setWalkIn(true)}
        >
          Add a walk-in
        </Button>

        {s && s.recent.length > 0 && (
          <Box component="section" aria-labelledby="recent-heading">
            <Typography id="recent-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
              Latest arrivals
            </Typography>
            <Paper variant="outlined">
              <List aria-label="Latest arrivals" disablePadding>
                {s.recent.map((g) => (
                  <GuestLine key={g.id} guest={g} pending={pending.get(g.id)} onOpen={() => setSelected(g)} />
                ))}
              </List>
            </Paper>
          </Box>
        )}
      </Stack>

      <DoorGuestSheet
        guest={selected}
        busy={actions.checkIn.isPending || actions.undo.isPending}
        onClose={() => setSelected(null)}
        onCheckIn={(party) =>
          selected && actions.checkIn.mutate({ guest: selected, party }, { onSuccess: done, onError: failed })
        }
        onUndo={() =>
          selected && actions.undo.mutate({ guest: selected }, { onSuccess: done, onError: failed })
        }
      />
      <WalkInDialog
        open={walkIn}
        busy={actions.walkIn.isPending}
        onClose={() => setWalkIn(false)}
        onAdd={(v) =>
          actions.walkIn.mutate(v, {
            onSuccess: (outcome) => {
              setWalkIn(false);
              done(outcome);
            },
            onError: failed,
          })
        }
      />
    </>
  );
}
