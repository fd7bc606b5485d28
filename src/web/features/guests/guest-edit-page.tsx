import Alert from "@mui/material/Alert";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { type Guest, guestMessages } from "../../../contract/guests.ts";
import type { Part } from "../../../contract/parts.ts";
import { ApiError } from "../../lib/api-client.ts";
import { offlineMessages } from "../../lib/offline/offline-messages.ts";
import { useEvent } from "../../lib/use-event.ts";
import { useGuestStream } from "../../lib/use-guest-stream.ts";
import { GuestForm } from "./guest-form.tsx";
import { GuestFormPage } from "./guest-form-page.tsx";
import { GuestRefusal } from "./guest-refusal.tsx";
import { GuestReplyCard } from "./guest-reply-card.tsx";
import { useEventParts } from "./use-event-parts.ts";
import { useGuest } from "./use-guest.ts";
import { useUpdateGuest } from "./use-guest-mutations.ts";
import { useGuestSave } from "./use-guest-save.ts";

function loadProblem(error: unknown): string {
  // 'Guest not found', 'You do not have permission to edit this guest', 'You must be logged in'.
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 400
    ? error.message
    : error instanceof ApiError && error.status === 400
      ? guestMessages.notFound
      : "Failed to load data";
}

function EditForm({ guest, parts }: { guest: Guest; parts: Part[] }) {
  const update = useUpdateGuest(guest);
  const navigate = useNavigate();
  // The form starts from the guest as first loaded; live reply updates must not overwrite typing.
  const [defaults] = useState(() => ({
    name: guest.name,
    email: guest.email ?? "",
    phone: guest.phone ?? "",
    category: guest.category,
    status: guest.status,
    plusOnesAllowed: guest.plusOnesAllowed,
    // An event in parts: the form says which parts they are invited to and their answer to each.
    ...(parts.length > 0
      ? {
          partIds: guest.parts.map((p) => p.partId),
          partAnswers: guest.parts.map((p) => ({ partId: p.partId, status: p.status })),
        }
      : {}),
  }));
  const listPath = `/dashboard/guests?eventId=${guest.eventId}`;
  const { saved, queued, save } = useGuestSave(update.mutateAsync, listPath);

  return (
    <>
      {saved && (
        <Alert severity={queued ? "info" : "success"} role="status" sx={{ mb: 3 }}>
          {queued ? offlineMessages.savedOnDevice : guestMessages.updated}
        </Alert>
      )}
      <GuestForm
        defaultValues={defaults}
        submitLabel="Update Guest"
        onCancel={() => navigate(listPath)}
        onSave={save}
        saved={saved}
        parts={parts}
      />
    </>
  );
}

/** /dashboard/guests/edit/:guestId: the host's form, plus the guest's own reply and link. */
export default function GuestEditPage() {
  const { guestId = "" } = useParams();
  const guest = useGuest(guestId);
  const event = useEvent(guest.data?.eventId);
  const parts = useEventParts(guest.data?.eventId);
  useGuestStream(guest.data?.eventId ?? null);
  const listPath = guest.data ? `/dashboard/guests?eventId=${guest.data.eventId}` : "/dashboard/guests";

  return (
    <GuestFormPage
      title="Edit Guest"
      subtitle={event.data ? `On the guest list of “${event.data.title}”` : undefined}
      listPath={listPath}
    >
      {guest.isError ? (
        <GuestRefusal message={loadProblem(guest.error)} backTo={listPath} />
      ) : guest.data && parts.data ? (
        <Stack spacing={3}>
          <EditForm key={guest.data.id} guest={guest.data} parts={parts.data} />
          <GuestReplyCard guest={guest.data} />
        </Stack>
      ) : (
        <Skeleton variant="rounded" height={360} aria-label="Loading the guest" />
      )}
    </GuestFormPage>
  );
}
