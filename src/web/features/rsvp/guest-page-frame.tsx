import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import type { ReactNode } from "react";
import type { RsvpView } from "../../../contract/rsvp.ts";
import { nextGuestCardSx, replyCardSx } from "./guest-card-styles.ts";
import { calendarParts, RsvpCalendarLinks } from "./rsvp-calendar-links.tsx";

/** The column of cards a guest's page is: edge to edge on phones, a centred column on wider screens. */
export function GuestPageFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ bgcolor: { sm: "background.default" }, py: { xs: 0, sm: 4 } }}>
      <Container sx={{ maxWidth: { sm: 720 }, px: { xs: 0, sm: 3 } }}>{children}</Container>
    </Box>
  );
}

/** The reply card, which the page's links and the e-mail's buttons jump to (#reply). */
export function ReplyCard({ children }: { children: ReactNode }) {
  return (
    <Paper component="section" id="reply" aria-labelledby="reply-heading" variant="outlined" sx={replyCardSx}>
      {children}
    </Paper>
  );
}

/** The calendar file and links, as a card of their own; none when there is nothing to add yet. */
export function CalendarCard({ token, view }: { token?: string; view: RsvpView }) {
  if (calendarParts(view) === null) return null;
  return (
    <Paper variant="outlined" sx={{ ...nextGuestCardSx, p: { xs: 2.5, sm: 4 } }}>
      <RsvpCalendarLinks token={token} view={view} />
    </Paper>
  );
}
