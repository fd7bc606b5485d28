import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import DynamicFeedIcon from "@mui/icons-material/DynamicFeed";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import EmailOutlinedIcon from "@mui/icons-material/EmailOutlined";
import HistoryIcon from "@mui/icons-material/History";
import HowToRegOutlinedIcon from "@mui/icons-material/HowToRegOutlined";
import PeopleAltOutlinedIcon from "@mui/icons-material/PeopleAltOutlined";
import QrCode2Icon from "@mui/icons-material/QrCode2";
import ShareOutlinedIcon from "@mui/icons-material/ShareOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { useNavigate } from "react-router";
import { eventFileSlug } from "../../../contract/event-file-names.ts";
import type { Event } from "../../../contract/events.ts";
import { ButtonRow } from "../../components/button-row.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { QrCodeDialog } from "../../components/qr-code-dialog.tsx";
import { EventDeletePanel } from "./event-delete-panel.tsx";
import { publicEventUrl } from "./public-event-url.ts";
import { useDeleteEvent } from "./use-delete-event.ts";

/**
 * What the hosts do on the detail screen (spec §2.10, §6): feed, QR code, door mode, activity, share,
 * edit, people; delete is the owner's alone (a co-host sees the rest, and their own place under People).
 */
export function EventOwnerActions({ event }: { event: Event }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteEvent();
  const [qrOpen, setQrOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const link = publicEventUrl(event.id);

  async function share() {
    try {
      await navigator.clipboard.writeText(link);
      enqueueSnackbar("Event link copied to clipboard!", { variant: "success", autoHideDuration: 3000 });
    } catch (error) {
      // Spec §8: a clipboard failure is only logged (the link is also on the QR dialog).
      console.error("Could not copy the event link", error);
    }
  }

  function confirmDelete(notifyGuests: boolean) {
    setDeleteFailed(false);
    remove.mutate(
      { eventId: event.id, notifyGuests },
      {
        onSuccess: () => {
          enqueueSnackbar(
            notifyGuests ? "Event deleted. We are e-mailing the guests who replied." : "Event deleted",
            {
              variant: "success",
            },
          );
          navigate("/dashboard/events", { replace: true });
        },
        onError: () => {
          setConfirming(false);
          setDeleteFailed(true);
        },
      },
    );
  }

  return (
    <Stack spacing={2}>
      <ButtonRow>
        <LinkButton to={`/dashboard/feed/${event.id}`} variant="contained" icon={<DynamicFeedIcon />}>
          View Feed
        </LinkButton>
        <LinkButton to={`/dashboard/events/${event.id}/messages`} icon={<EmailOutlinedIcon />}>
          Message guests
        </LinkButton>
        <Button variant="outlined" startIcon={<QrCode2Icon />} onClick={() => setQrOpen(true)}>
          QR Code
        </Button>
        <LinkButton to={`/dashboard/events/${event.id}/check-in`} icon={<HowToRegOutlinedIcon />}>
          Check-in
        </LinkButton>
        <LinkButton to={`/dashboard/events/${event.id}/activity`} icon={<HistoryIcon />}>
          Activity
        </LinkButton>
        <Button variant="outlined" startIcon={<ShareOutlinedIcon />} onClick={() => void share()}>
          Share
        </Button>
        <LinkButton to={`/dashboard/events/edit/${event.id}`} icon={<EditOutlinedIcon />}>
          Edit
        </LinkButton>
        <LinkButton to={`/dashboard/events/${event.id}/people`} icon={<PeopleAltOutlinedIcon />}>
          People
        </LinkButton>
        {event.isOwner && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => {
              setDeleteFailed(false);
              setConfirming(true);
            }}
            aria-expanded={confirming}
          >
            Delete
          </Button>
        )}
      </ButtonRow>
      {confirming && (
        <EventDeletePanel
          eventId={event.id}
          title={event.title}
          deleting={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmDelete}
        />
      )}
      {deleteFailed && (
        <Alert severity="error" role="alert" onClose={() => setDeleteFailed(false)}>
          Failed to delete event
        </Alert>
      )}
      <QrCodeDialog
        open={qrOpen}
        onClose={() => setQrOpen(false)}
        title="Event QR Code"
        value={link}
        caption="Scan this QR code to access the event page"
        fileName={`${eventFileSlug(event.title)}-qr-code.png`}
      />
    </Stack>
  );
}
