import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import {
  googleCalendarUrl,
  outlookCalendarUrl,
  partCalendarEntry,
} from "../../../contract/calendar-links.ts";
import { formatPartWhen } from "../../../contract/event-dates.ts";
import type { ReplyPart } from "../../../contract/reply-parts.ts";
import type { RsvpView } from "../../../contract/rsvp.ts";

/** Without a token (an open invitation) there is no personal calendar file, only the links. */
type Props = { token?: string; view: RsvpView; headingLevel?: "h2" | "h3" };

/**
 * What the guest can add to their calendar: the event, or at an event in parts (issue 36) each part
 * they said they are coming to, at its own time and place. Null when there is nothing: at an event
 * in parts before they say yes to a part (the event's own time is nobody's there).
 */
export function calendarParts(view: RsvpView): ReplyPart[] | "event" | null {
  if (view.parts.length === 0 && !view.invitedToNoPart) return "event";
  const coming = view.parts.filter((p) => p.answer?.status === "confirmed");
  return coming.length > 0 ? coming : null;
}

const external = { target: "_blank", rel: "noopener" } as const;

/** The two links that open Google Calendar and Outlook with one entry filled in. */
function CalendarButtons({ entry }: { entry: Parameters<typeof googleCalendarUrl>[0] }) {
  return (
    <>
      <Button component="a" href={googleCalendarUrl(entry)} {...external} variant="outlined">
        Google Calendar
      </Button>
      <Button component="a" href={outlookCalendarUrl(entry)} {...external} variant="outlined">
        Outlook
      </Button>
    </>
  );
}

/** A calendar file and links that open Google and Outlook with the event, or each of the guest's parts, filled in. */
export function RsvpCalendarLinks({ token, view, headingLevel = "h2" }: Props) {
  const what = calendarParts(view);
  if (what === null) return null;
  const { event } = view;
  const headingId = `calendar-heading-${headingLevel}`;
  const row = { direction: { xs: "column", sm: "row" }, spacing: 1, useFlexGap: true } as const;
  // One file holds every entry: the event's, or one per part they come to.
  const file = token && (
    <Button
      component="a"
      href={`/api/rsvp/${encodeURIComponent(token)}/event.ics`}
      download="event.ics"
      variant="outlined"
      startIcon={<EventAvailableIcon />}
      sx={{ alignSelf: { sm: "flex-start" } }}
    >
      Download .ics
    </Button>
  );
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component={headingLevel} variant="h6">
        Add to calendar
      </Typography>
      {what === "event" ? (
        <Stack {...row} sx={{ flexWrap: "wrap" }}>
          {file}
          <CalendarButtons
            entry={{
              title: event.title,
              description: event.description,
              location: event.location,
              startsAt: event.startsAt,
            }}
          />
        </Stack>
      ) : (
        <>
          {file}
          {what.map((part) => (
            <Stack key={part.id} role="group" aria-labelledby={`${headingId}-${part.id}`} spacing={1}>
              <Typography
                id={`${headingId}-${part.id}`}
                component={headingLevel === "h2" ? "h3" : "h4"}
                variant="subtitle1"
                sx={{ fontWeight: 700 }}
              >
                {part.name}
              </Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {[formatPartWhen(part.date, part.startTime, part.endTime), part.place]
                  .filter(Boolean)
                  .join(" · ")}
              </Typography>
              <Stack {...row} sx={{ flexWrap: "wrap" }}>
                <CalendarButtons entry={partCalendarEntry(part, event)} />
              </Stack>
            </Stack>
          ))}
        </>
      )}
    </Stack>
  );
}
