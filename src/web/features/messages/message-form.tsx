import SendIcon from "@mui/icons-material/Send";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { type FormEvent, useState } from "react";
import {
  type MessageAudience,
  type MessageInput,
  messagesPerDay,
  messageTexts,
  type PartAudience,
} from "../../../contract/messages.ts";
import { AudiencePicker, type GuestCategory } from "../../components/audience-picker.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { ApiError } from "../../lib/api-client.ts";

type Props = {
  remainingToday: number;
  send: (input: MessageInput) => Promise<unknown>;
  /** The event's parts, for "Going to {part}" (none: an event without parts). */
  parts: PartAudience[];
};

/** Subject, text and who gets it; the server's refusal (the day's limit, a field) shows here. */
export function MessageForm({ remainingToday, send, parts }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [audience, setAudience] = useState<MessageAudience>("all");
  const [category, setCategory] = useState<GuestCategory | "">("");
  const [partId, setPartId] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    setFields({});
    try {
      await send({
        subject,
        body,
        audience,
        category: audience === "category" ? category || null : null,
        partId: audience === "part" ? partId || null : null,
      });
      setSubject("");
      setBody("");
      enqueueSnackbar(messageTexts.sent, { variant: "success", autoHideDuration: 3000 });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFields(error.fields);
      setProblem(error instanceof ApiError ? error.message : "Could not send the message. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="new-message-title">
        <Typography id="new-message-title" component="h2" variant="h6">
          New message
        </Typography>
        <AudiencePicker
          audience={audience}
          category={category}
          onAudience={setAudience}
          onCategory={setCategory}
          categoryError={fields.category}
          parts={parts}
          partId={partId}
          onPart={setPartId}
        />
        <TextField
          label="Subject"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          required
          error={Boolean(fields.subject)}
          helperText={fields.subject}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <TextField
          label="Message"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          required
          multiline
          minRows={4}
          error={Boolean(fields.body)}
          helperText={fields.body}
        />
        <ErrorAlert message={problem} />
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {`Guests with an e-mail address get it by e-mail, with their personal link; guests with a phone, on WhatsApp from you. ${remainingToday} of ${messagesPerDay} messages left today.`}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendIcon />}
          loading={busy}
          sx={{ alignSelf: "flex-start" }}
        >
          Send message
        </Button>
      </Stack>
    </Paper>
  );
}
