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
import { useState } from "react";
import { useParams } from "react-router";
import type { DoorGuest } from "../../../contract/check-in.ts";
import { DashboardPageHeader } from "../../components/dashboard-page-header.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { browserTimeZone } from "../../lib/event-date-format.ts";
import { offlineMessages } from "../../lib/offline/offline-messages.ts";
import type { QueuedChange } from "../../lib/offline/queued-change.ts";
import { useOnline } from "../../lib/offline/use-online.ts";
import { useQueuedChanges } from "../../lib/offline/use-queued-changes.ts";
import { useEvent } from "../../lib/use-event.ts";
import { useEventPlan } from "../../lib/use-event-plan.ts";
import { CheckInOffer } from "./check-in-offer.tsx";
import { DoorGuestSheet } from "./door-guest-sheet.tsx";
import { doorOfflineMessages } from "./door-messages.ts";
import { type DoorChangeData, doorChangeKind } from "./offline-changes.ts";
import { QrScanner } from "./qr-scanner.tsx";
import { type DoorResult, lookupPass, useDoorActions, useDoorStream, useDoorSummary } from "./use-door.ts";
import { useFindGuests } from "./use-find-guests.ts";
import { WalkInDialog } from "./walk-in-dialog.tsx";

const pageSx = { p: { xs: 2, sm: 3 }, maxWidth: 640, mx: "auto" } as const;

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

/**
 * /dashboard/events/:eventId/check-in: door mode, for one hand on a phone. The counter on top,
 * then the camera and the name search; whatever they find opens at the bottom of the screen.
 */
export default function CheckInPage() {
  const { eventId = "" } = useParams();
  const plan = useEventPlan(eventId);
  const event = useEvent(eventId);
  const allowed = plan.data?.features.includes("checkIn") ?? false;
  const summary = useDoorSummary(eventId, allowed);
  useDoorStream(eventId, allowed);
  const timeZone = summary.data?.timeZone ?? event.data?.timeZone ?? browserTimeZone();
  const actions = useDoorActions(eventId, timeZone);
  const online = useOnline();
  const { enqueueSnackbar } = useSnackbar();
  const [selected, setSelected] = useState<DoorGuest | null>(null);
  const [scanning, setScanning] = useState(false);
  const [query, setQuery] = useState("");
  const [walkIn, setWalkIn] = useState(false);
  const found = useFindGuests(eventId, query, allowed);
  // The guests whose check-in, undo or walk-in made here the server does not have yet (the latest wins).
  const pending = new Map<string, Pending>(
    useQueuedChanges()
      .filter((c) => c.kind === doorChangeKind.kind)
      .map((c) => [(c.data as DoorChangeData).after.id, c.state]),
  );

  const failed = (error: unknown) =>
    enqueueSnackbar(error instanceof ApiError ? error.message : "Something went wrong. Please try again.", {
      variant: "error",
    });
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
      setSelected(await lookupPass(eventId, code));
    } catch (error) {
      // A pass code means nothing without the server: it holds no name.
      if (error instanceof ApiError && error.code === "network") {
        enqueueSnackbar(doorOfflineMessages.scanNeedsConnection, { variant: "warning" });
      } else failed(error);
    }
  };

  const title = event.data?.title ?? summary.data?.title;
  const header = (
    <DashboardPageHeader
      title="Check-in"
      subtitle={title}
      back={{ to: `/dashboard/events/${eventId}`, label: "Back to the event" }}
    />
  );

  if (plan.isPending) {
    return (
      <Box sx={pageSx}>
        {header}
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  if (plan.isError) {
    return (
      <Box sx={pageSx}>
        {header}
        <Alert severity="error">{plan.error.message}</Alert>
      </Box>
    );
  }
  if (!allowed) {
    return (
      <Box sx={pageSx}>
        <title>{title ? `Check-in: ${title} · EventHub` : "Check-in · EventHub"}</title>
        {header}
        <CheckInOffer eventId={eventId} />
      </Box>
    );
  }

  const s = summary.data;
  return (
    <Box sx={pageSx}>
      <title>{title ? `Check-in: ${title} · EventHub` : "Check-in · EventHub"}</title>
      {header}
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
    </Box>
  );
}
