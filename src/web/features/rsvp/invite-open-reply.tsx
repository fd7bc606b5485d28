import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { OpenRsvpResult, RsvpReply, RsvpView } from "../../../contract/rsvp.ts";
import { rsvpMessages } from "../../../contract/rsvp-messages.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formatEventDateLong } from "../../lib/event-date-format.ts";
import { RsvpReplyForm } from "./rsvp-reply-form.tsx";
import { useOpenInviteReply } from "./use-invite-view.ts";

type Props = { code: string; view: RsvpView };

// The server checks the address properly; this only catches typos before a round trip.
const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** The reply form of a shared invitation link: who you are, then the usual reply. */
export function InviteOpenReply({ code, view }: Props) {
  const send = useOpenInviteReply(code);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [result, setResult] = useState<OpenRsvpResult | null>(null);
  const problem = send.error instanceof ApiError ? send.error : null;
  const fieldErrors = problem?.fields ?? {};

  function validate(): boolean {
    const next = {
      name: name.trim() ? undefined : rsvpMessages.nameRequired,
      email: !email.trim()
        ? rsvpMessages.emailRequired
        : looksLikeEmail(email.trim())
          ? undefined
          : rsvpMessages.emailInvalid,
    };
    setErrors(next);
    return !next.name && !next.email;
  }

  async function submit(reply: RsvpReply) {
    try {
      setResult(await send.mutateAsync({ ...reply, name: name.trim(), email: email.trim().toLowerCase() }));
      window.scrollTo({ top: 0 });
    } catch {
      // Shown from send.error.
    }
  }

  const heading = (
    <Typography id="reply-heading" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
      Will you join?
    </Typography>
  );

  if (view.form.closed) {
    return (
      <Stack spacing={2}>
        {heading}
        <Alert severity="info">{rsvpMessages.closed}</Alert>
      </Stack>
    );
  }

  if (result) {
    return (
      <Stack spacing={2} role="status">
        {heading}
        <Alert severity="success" variant="filled">
          {result.message}
        </Alert>
      </Stack>
    );
  }

  const nameError = errors.name ?? fieldErrors.name;
  const emailError = errors.email ?? fieldErrors.email;
  return (
    <Stack spacing={2.5}>
      {heading}
      {view.form.rsvpDeadline && (
        <Typography sx={{ color: "text.secondary", mt: "4px !important" }}>
          Please reply by {formatEventDateLong(view.form.rsvpDeadline)}.
        </Typography>
      )}
      <RsvpReplyForm
        form={view.form}
        guest={null}
        saving={send.isPending}
        error={
          problem
            ? Object.keys(fieldErrors).some((k) => k !== "name" && k !== "email") || !problem.fields
              ? problem.message
              : null
            : send.isError
              ? "Failed to save your reply. Please try again."
              : null
        }
        fieldErrors={fieldErrors}
        onSubmit={(reply) => void submit(reply)}
        validateExtra={validate}
      >
        <TextField
          label="Your name"
          required
          fullWidth
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={Boolean(nameError)}
          helperText={nameError}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Email"
          type="email"
          required
          fullWidth
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(emailError)}
          helperText={
            emailError ?? "If you are already on the guest list, your personal link goes to this address."
          }
        />
      </RsvpReplyForm>
    </Stack>
  );
}
