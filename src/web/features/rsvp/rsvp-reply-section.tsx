import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { formatEventDateLong } from "../../../contract/event-dates.ts";
import type { RsvpReply, RsvpView } from "../../../contract/rsvp.ts";
import { rsvpMessages } from "../../../contract/rsvp-messages.ts";
import { GuestReplyForm } from "../../components/guest-reply-form.tsx";
import { RsvpAnswer } from "./rsvp-answer.tsx";
import { useSendReply } from "./use-rsvp-reply.ts";

type Props = {
  token: string;
  view: RsvpView;
  /** Called with the saved answer, for pages that hold the view in their own query. */
  onSaved?: (view: RsvpView) => void;
};

function thanks(status: NonNullable<RsvpView["guest"]>["status"]): string {
  if (status === "waitlisted") return rsvpMessages.thanksWaitlist;
  if (status === "confirmed") return rsvpMessages.thanksAttending;
  return rsvpMessages.thanksOther;
}

/** The reply: the form, or the saved answer with 'Change reply', or 'closed' after the deadline. */
export function RsvpReplySection({ token, view, onSaved }: Props) {
  const send = useSendReply(token, onSaved);
  const guest = view.guest;
  const answered = Boolean(guest?.respondedAt);
  const [mode, setMode] = useState<"form" | "answer" | "saved">(answered ? "answer" : "form");

  async function submit(reply: RsvpReply) {
    await send.mutateAsync(reply);
    setMode("saved");
    window.scrollTo({ top: 0 });
  }

  const heading = (
    <Typography id="reply-heading" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
      {guest && !answered ? `Hi ${guest.name}, will you join?` : "Your reply"}
    </Typography>
  );

  if (view.form.closed) {
    return (
      <Stack spacing={2}>
        {heading}
        <Alert severity="info">{rsvpMessages.closed}</Alert>
        {guest && <RsvpAnswer guest={guest} />}
      </Stack>
    );
  }

  if (guest && mode !== "form") {
    return (
      <Stack spacing={2.5}>
        {heading}
        {mode === "saved" && (
          <Alert severity={guest.status === "waitlisted" ? "info" : "success"} role="status" variant="filled">
            {thanks(guest.status)}
          </Alert>
        )}
        <RsvpAnswer guest={guest} />
        {view.form.rsvpDeadline && (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            You can change your reply until {formatEventDateLong(view.form.rsvpDeadline)}.
          </Typography>
        )}
        <Button
          variant="outlined"
          size="large"
          startIcon={<EditOutlinedIcon />}
          onClick={() => setMode("form")}
          sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
        >
          Change reply
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5}>
      {heading}
      <GuestReplyForm
        form={view.form}
        guest={guest}
        onSubmit={submit}
        onCancel={answered ? () => setMode("answer") : undefined}
      />
    </Stack>
  );
}
