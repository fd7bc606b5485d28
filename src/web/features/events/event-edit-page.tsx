import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { type Event, type EventInput, eventMessages } from "../../../contract/events.ts";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { bannerSrc } from "../../lib/banner-sources.ts";
import { useCurrentUser } from "../../lib/current-user.ts";
import { runsEvent } from "../../lib/event-roles.ts";
import { useEvent } from "../../lib/use-event.ts";
import { type BannerChange, eventToForm, type SaveProblem } from "./event-form-values.ts";
import { eventLoadMessages, eventLoadProblem } from "./event-load-error.ts";
import { EventRefusal } from "./event-refusal.tsx";
import { removeBanner, updateEvent, uploadBanner } from "./event-requests.ts";
import { EventWizard } from "./event-wizard.tsx";
import { SaveOutcomeAlert, useSaveOutcome } from "./save-outcome.tsx";
import { useRememberEvent } from "./use-remember-event.ts";

const listPath = "/dashboard/events";
const updateFailed = "Failed to update event. Please try again.";

/** The edit screen cannot be used: say why, with the way back (spec §2.9, §6). */
function Refusal({ message, permission = false }: { message: string; permission?: boolean }) {
  return (
    <DashboardPage width={880} title="Edit Event" back={{ to: listPath, label: "Back to My Events" }}>
      <EventRefusal
        message={message}
        locked={permission}
        description={
          permission
            ? "Only the person who created an event can change it."
            : "It may have been deleted, or the link may be incomplete."
        }
      />
    </DashboardPage>
  );
}

function saveProblem(error: unknown): SaveProblem {
  if (!(error instanceof ApiError)) return { formError: updateFailed };
  if (error.status === 400 && error.fields) return { fieldErrors: error.fields, showField: true };
  if (error.status === 403) return { formError: eventMessages.noPermissionEdit };
  if (error.status === 401) return { formError: eventMessages.notLoggedIn };
  if (error.status === 404) return { formError: eventMessages.notFound };
  return { formError: updateFailed };
}

function EditForm({ event }: { event: Event }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const remember = useRememberEvent();
  const [defaults] = useState(() => eventToForm(event));
  const { outcome, saved, savedButBanner } = useSaveOutcome();
  const detailPath = `/dashboard/events/${event.id}`;

  async function save(values: EventInput, banner: BannerChange): Promise<SaveProblem | undefined> {
    try {
      remember(await updateEvent(event.id, values));
    } catch (error) {
      return saveProblem(error);
    }
    try {
      if (banner.kind === "replace") remember(await uploadBanner(event.id, banner.file));
      if (banner.kind === "remove") remember(await removeBanner(event.id));
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : "Please try again.";
      savedButBanner(`Event updated, but the banner could not be saved: ${reason}`, detailPath);
      return undefined;
    }
    saved("Event updated successfully!", detailPath);
    return undefined;
  }

  return (
    <>
      <SaveOutcomeAlert outcome={outcome} />
      <EventWizard
        draftKey={`${user?.id ?? ""}:event:${event.id}`}
        defaultValues={defaults}
        currentBannerUrl={event.bannerUrl ? bannerSrc(event.bannerUrl, 640) : null}
        hostName={event.hostName}
        submitLabel="Update Event"
        onCancel={() => navigate(detailPath)}
        onSave={save}
        errorAction={
          <Button component={RouterLink} to={listPath} color="inherit" size="small">
            Back to Events
          </Button>
        }
      />
    </>
  );
}

/** /dashboard/events/edit/:eventId (and /:eventId/edit): the wizard, pre-filled, for the creator only. */
export default function EventEditPage() {
  const { eventId } = useParams();
  const query = useEvent(eventId);

  if (!eventId) return <Refusal message={eventMessages.notLoggedIn} />;
  if (query.isError) {
    const problem = eventLoadProblem(query.error);
    // Someone else's private event is, for this screen, simply not theirs to edit.
    if (problem === "private") return <Refusal message={eventMessages.noPermissionEdit} permission />;
    return <Refusal message={eventLoadMessages[problem]} />;
  }
  const event = query.data;
  if (event && !runsEvent(event)) return <Refusal message={eventMessages.noPermissionEdit} permission />;

  return (
    <DashboardPage
      width={880}
      title="Edit Event"
      subtitle={event ? `Changes to “${event.title}” are saved when you press Update Event.` : undefined}
      back={{ to: `/dashboard/events/${eventId}`, label: "Back to the event" }}
    >
      {event ? (
        <EditForm key={event.id} event={event} />
      ) : (
        <Skeleton variant="rounded" height={420} aria-label="Loading the event" />
      )}
    </DashboardPage>
  );
}
