import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { type GuestInput, guestMessages } from "../../../contract/guests.ts";
import { ApiError } from "../../lib/api-client.ts";
import { runsEvent } from "../../lib/event-roles.ts";
import { offlineMessages } from "../../lib/offline/offline-messages.ts";
import { useEvent } from "../../lib/use-event.ts";
import { GuestForm } from "./guest-form.tsx";
import { GuestFormPage } from "./guest-form-page.tsx";
import { GuestRefusal } from "./guest-refusal.tsx";
import { useEventParts } from "./use-event-parts.ts";
import { useAddGuest } from "./use-guest-mutations.ts";
import { useGuestSave } from "./use-guest-save.ts";

const emptyGuest = {
  name: "",
  email: "",
  phone: "",
  category: null,
  status: "invited",
  plusOnesAllowed: 0,
} as const;

/** Why the event cannot take guests from this user, in the spec's words; null when it can. */
function refusal(error: unknown, isOwner: boolean | undefined): string | null {
  if (error instanceof ApiError) {
    if (error.status === 401) return guestMessages.mustBeLoggedIn;
    if (error.status === 404 || error.status === 400) return "Event not found";
    if (error.status === 403) return guestMessages.noPermissionAdd;
    return "Failed to load data";
  }
  if (error) return "Failed to load data";
  return isOwner === false ? guestMessages.noPermissionAdd : null;
}

/** /dashboard/guests/add/:eventId */
export default function GuestAddPage() {
  const { eventId = "" } = useParams();
  const event = useEvent(eventId);
  const parts = useEventParts(eventId);
  const add = useAddGuest(eventId);
  const navigate = useNavigate();
  // The guests added with 'Save and add another' so far, newest last.
  const [addedHere, setAddedHere] = useState<string[]>([]);
  const listPath = `/dashboard/guests?eventId=${eventId}`;
  const problem = refusal(event.error, event.data ? runsEvent(event.data) : undefined);
  // Offline, the guest is kept on this device and sent later: said so instead of "added".
  const { saved, queued, save, sendOnly } = useGuestSave(add.mutateAsync, listPath);

  // Stays on the form (keeping the event) instead of returning to the list: lists go in one sitting.
  async function saveAndAddAnother(values: GuestInput) {
    const failed = await sendOnly(values);
    if (!failed) setAddedHere((names) => [...names, values.name]);
    return failed;
  }

  const lastAdded = addedHere.at(-1);

  return (
    <GuestFormPage
      title="Add Guest"
      subtitle={event.data ? `To the guest list of “${event.data.title}”` : undefined}
      listPath={listPath}
    >
      {saved ? (
        <Alert severity={queued ? "info" : "success"} role="status" sx={{ mb: 3 }}>
          {queued ? offlineMessages.savedOnDevice : guestMessages.added}
        </Alert>
      ) : (
        lastAdded && (
          // A new element per guest, so screen readers announce each save, not only the first.
          <Alert key={addedHere.length} severity={queued ? "info" : "success"} role="status" sx={{ mb: 3 }}>
            {queued ? offlineMessages.savedOnDevice : guestMessages.added}
            <Box component="span" sx={{ display: "block", mt: 0.5 }}>
              {addedHere.length === 1
                ? `${lastAdded} is on the list. Add the next guest below.`
                : `${lastAdded} is on the list (${addedHere.length} added here). Add the next guest below.`}
            </Box>
          </Alert>
        )
      )}
      {problem ? (
        <GuestRefusal message={problem} backTo={listPath} />
      ) : event.data && parts.data ? (
        <GuestForm
          // An event in parts: a new guest is invited to all of them, unanswered, unless the host
          // unticks some or answers for them.
          defaultValues={
            parts.data.length > 0
              ? {
                  ...emptyGuest,
                  partIds: parts.data.map((p) => p.id),
                  partAnswers: parts.data.map((p) => ({ partId: p.id, status: "invited" as const })),
                }
              : emptyGuest
          }
          parts={parts.data}
          submitLabel="Add Guest"
          onCancel={() => navigate(listPath)}
          onSave={save}
          saved={saved}
          onSaveAndAddAnother={saveAndAddAnother}
        />
      ) : (
        <Skeleton variant="rounded" height={360} aria-label="Loading the event" />
      )}
    </GuestFormPage>
  );
}
