import PersonAddAlt1Icon from "@mui/icons-material/PersonAddAlt1";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { EventSelect } from "../../components/event-select.tsx";
import { GuestNumbers } from "../../components/guest-numbers.tsx";
import { HostEventsGate } from "../../components/host-events-gate.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { defaultEventId } from "../../lib/default-event.ts";
import { useGuestStream } from "../../lib/use-guest-stream.ts";
import { useHostEvents } from "../../lib/use-host-events.ts";
import { CapacitySummary } from "./capacity-summary.tsx";
import { GuestImportDialog } from "./guest-import-dialog.tsx";
import { GuestListPanel } from "./guest-list-panel.tsx";
import { type GuestListParams, readGuestListParams, writeGuestListParams } from "./guest-list-params.ts";
import { GuestToolbar } from "./guest-toolbar.tsx";
import { RsvpSettingsDialog } from "./rsvp-settings-dialog.tsx";
import { useGuestPage } from "./use-guest-page.ts";
import { useRsvpSettings } from "./use-rsvp-settings.ts";

/** /dashboard/guests: the guest list of one chosen event, live while it is open. */
export default function GuestListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readGuestListParams(searchParams);
  const events = useHostEvents();
  const [dialog, setDialog] = useState<"import" | "settings" | null>(null);

  // No event named: open the likeliest one, keeping the choice in the URL like a manual one. It is
  // shown from the first render, not only once the URL says so: the toolbar and Add Guest coming a
  // frame later pushed the list down (issue 34).
  const fallback = events.data && !params.eventId ? defaultEventId(events.data) : null;
  const eventId = params.eventId ?? fallback;
  const event = events.data?.find((e) => e.id === eventId);
  // The same query key before and after the URL names the event, so the list is fetched once.
  const shown = { ...params, eventId };
  const guestPage = useGuestPage(eventId, shown);
  const settings = useRsvpSettings(eventId);
  useGuestStream(eventId);

  function update(next: Partial<GuestListParams>) {
    // A neighbour belongs to the one move that named it: any other change pages by number.
    setSearchParams(writeGuestListParams({ ...params, after: null, before: null, ...next }), {
      replace: true,
    });
  }

  useEffect(() => {
    if (fallback) setSearchParams(writeGuestListParams({ ...params, eventId: fallback }), { replace: true });
  }, [fallback, params, setSearchParams]);

  const addGuest = eventId ? (
    <LinkButton
      to={`/dashboard/guests/add/${eventId}`}
      variant="contained"
      color="secondary"
      icon={<PersonAddAlt1Icon />}
    >
      Add Guest
    </LinkButton>
  ) : null;

  const capacity = settings.data?.capacity ?? null;
  const counts = guestPage.data?.counts;
  const exportQuery = new URLSearchParams();
  if (params.search) exportQuery.set("search", params.search);
  if (params.status) exportQuery.set("status", params.status);

  return (
    <DashboardPage
      width={1280}
      tabTitle={event ? `Guests of ${event.title}` : "Guests"}
      rowFrom="md"
      title="Guests"
      subtitle="Keep your guest list and follow the replies as they come in."
      action={
        events.isPending ? (
          // Add Guest's place while the events load, at its size (44 px high on a phone).
          <Skeleton variant="rounded" sx={{ width: 132, height: { xs: 44, sm: 36.5 } }} />
        ) : events.data?.length ? (
          addGuest
        ) : null
      }
    >
      <HostEventsGate events={events} noEventsText="Create an event first, then add its guests here.">
        {(hostEvents) => (
          <Stack spacing={2.5}>
            <Stack
              direction={{ xs: "column", xl: "row" }}
              spacing={2}
              sx={{ alignItems: { xl: "center" }, justifyContent: "space-between" }}
            >
              <EventSelect
                events={hostEvents}
                value={eventId}
                onChange={(id) => id && update({ eventId: id, search: "", status: null, page: 1 })}
              />
              {eventId && (
                <GuestToolbar
                  eventId={eventId}
                  exportQuery={exportQuery}
                  onImport={() => setDialog("import")}
                  onSettings={() => setDialog("settings")}
                />
              )}
            </Stack>
            {guestPage.data && counts && counts.all > 0 && (
              <GuestNumbers counts={counts} meals={guestPage.data.meals} />
            )}
            {/* The numbers' place while the list loads (an event without guests has none). */}
            {eventId && guestPage.isPending && (
              <Skeleton variant="rounded" sx={{ height: { xs: 214, sm: 118 }, borderRadius: 2 }} />
            )}
            {capacity !== null && counts && <CapacitySummary capacity={capacity} counts={counts} />}
            {eventId && (
              <GuestListPanel
                eventId={eventId}
                params={shown}
                query={guestPage}
                showWaitlist={capacity !== null || (counts?.waitlisted ?? 0) > 0}
                onChange={update}
                onImport={() => setDialog("import")}
                addGuestAction={addGuest}
              />
            )}
            {eventId && (
              <>
                <GuestImportDialog
                  eventId={eventId}
                  open={dialog === "import"}
                  onClose={() => setDialog(null)}
                  inParts={(guestPage.data?.parts.length ?? 0) > 0}
                />
                <RsvpSettingsDialog
                  eventId={eventId}
                  eventTitle={event?.title ?? ""}
                  open={dialog === "settings"}
                  onClose={() => setDialog(null)}
                />
              </>
            )}
          </Stack>
        )}
      </HostEventsGate>
    </DashboardPage>
  );
}
