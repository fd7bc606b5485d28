import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatEventDateLong } from "../../../contract/event-dates.ts";
import type { ReplyFormState, ReplyMode } from "../../../contract/guest-pages.ts";
import { replyPartMessages } from "../../../contract/reply-parts.ts";
import type { RsvpView } from "../../../contract/rsvp.ts";
import { rsvpMessages } from "../../../contract/rsvp-messages.ts";
import { GuestReplyForm } from "../../components/guest-reply-form.tsx";
import { savedReplyState } from "../../lib/reply-state.ts";
import { RsvpAnswer } from "./rsvp-answer.tsx";
import { RsvpCalendarLinks } from "./rsvp-calendar-links.tsx";

type Props = {
  /** The page's own path (/rsvp/{token} or /invite/{code}/{token}): the form posts back to it. */
  pagePath: string;
  token: string;
  view: RsvpView;
  mode: ReplyMode;
  /** A rejected post's values and messages; null shows the saved answer in the form. */
  form: ReplyFormState | null;
};

function thanks(status: NonNullable<RsvpView["guest"]>["status"]): string {
  if (status === "waitlisted") return rsvpMessages.thanksWaitlist;
  if (status === "confirmed") return rsvpMessages.thanksAttending;
  return rsvpMessages.thanksOther;
}

/**
 * The reply: the form, or the saved answer with 'Change reply', or 'closed' after the deadline.
 * Just after sending, the thanks, the answer and the calendar stand where the form was, focused
 * (data-focus) and announced, with or without the page's script.
 */
export function RsvpReplySection({ pagePath, token, view, mode, form }: Props) {
  const guest = view.guest;
  const answered = Boolean(guest?.respondedAt);

  // A guest invited to no part has nothing to answer: not asked to join, and no reply of theirs stands.
  const title = view.invitedToNoPart
    ? "Your invitation"
    : guest && !answered
      ? `Hi ${guest.name}, will you join?`
      : "Your reply";
  const heading = (
    <Typography id="reply-heading" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
      {title}
    </Typography>
  );

  // At an event in parts, a guest whose host unticked every part has nothing to answer (issue 36).
  if (view.invitedToNoPart) {
    return (
      <Stack spacing={2}>
        {heading}
        <Alert severity="info">{replyPartMessages.invitedToNoPart}</Alert>
      </Stack>
    );
  }

  if (view.form.closed) {
    return (
      <Stack spacing={2}>
        {heading}
        <Alert severity="info">{rsvpMessages.closed}</Alert>
        {guest && <RsvpAnswer guest={guest} parts={view.parts} />}
      </Stack>
    );
  }

  if (guest && answered && mode !== "form") {
    return (
      <Stack spacing={2.5}>
        {heading}
        {mode === "saved" && (
          <Alert
            severity={guest.status === "waitlisted" ? "info" : "success"}
            role="status"
            variant="filled"
            tabIndex={-1}
            data-focus
          >
            {thanks(guest.status)}
          </Alert>
        )}
        <RsvpAnswer guest={guest} parts={view.parts} />
        {view.form.rsvpDeadline && (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            You can change your reply until {formatEventDateLong(view.form.rsvpDeadline)}.
          </Typography>
        )}
        <Button
          href={`${pagePath}?change=1#reply`}
          data-enhance="reply"
          variant="outlined"
          size="large"
          startIcon={<EditOutlinedIcon />}
          sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
        >
          Change reply
        </Button>
        {mode === "saved" && <RsvpCalendarLinks token={token} view={view} headingLevel="h3" />}
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5}>
      {heading}
      <GuestReplyForm
        action={`${pagePath}#reply`}
        options={view.form}
        state={form ?? savedReplyState(guest, null, view.parts)}
        parts={view.parts}
        cancelHref={answered ? `${pagePath}#reply` : undefined}
      />
    </Stack>
  );
}
