import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { googleCalendarUrl, outlookCalendarUrl } from "../../../contract/calendar-links.ts";
import type { RsvpView } from "../../../contract/rsvp.ts";

/** Without a token (an open invitation) there is no personal calendar file, only the links. */
type Props = { token?: string; event: RsvpView["event"]; headingLevel?: "h2" | "h3" };

/** A calendar file and links that open Google and Outlook with the event filled in. */
export function RsvpCalendarLinks({ token, event, headingLevel = "h2" }: Props) {
  const entry = {
    title: event.title,
    description: event.description,
    location: event.location,
    startsAt: event.startsAt,
  };
  const external = { target: "_blank", rel: "noopener" } as const;
  return (
    <Stack component="section" aria-labelledby={`calendar-heading-${headingLevel}`} spacing={1.5}>
      <Typography id={`calendar-heading-${headingLevel}`} component={headingLevel} variant="h6">
        Add to calendar
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {token && (
          <Button
            component="a"
            href={`/api/rsvp/${encodeURIComponent(token)}/event.ics`}
            download="event.ics"
            variant="outlined"
            startIcon={<EventAvailableIcon />}
          >
            Download .ics
          </Button>
        )}
        <Button component="a" href={googleCalendarUrl(entry)} {...external} variant="outlined">
          Google Calendar
        </Button>
        <Button component="a" href={outlookCalendarUrl(entry)} {...external} variant="outlined">
          Outlook
        </Button>
      </Stack>
    </Stack>
  );
}
