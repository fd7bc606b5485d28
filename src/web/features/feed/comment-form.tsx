import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { feedCommentInputSchema, feedLimits, feedMessages } from "../../../contract/feed.ts";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { offlineMessages } from "../../lib/offline/offline-messages.ts";
import type { useFeedMutations } from "./use-feed.ts";

type Props = { postId: string; comment: ReturnType<typeof useFeedMutations>["comment"] };

/** Adds a comment; blank after trimming is refused here and by the server. A failure keeps the text. */
export function CommentForm({ postId, comment }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = feedCommentInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    comment.mutate(
      { id: postId, text: parsed.data.text },
      {
        onSuccess: (result) => {
          setText("");
          if (result.queued) enqueueSnackbar(offlineMessages.savedOnDevice, { variant: "info" });
        },
        onError: (err) => {
          const message =
            err instanceof ApiError && err.status === 400 ? err.message : feedMessages.commentFailed;
          setError(message);
          enqueueSnackbar(feedMessages.commentFailed, { variant: "error" });
        },
      },
    );
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
      <ErrorAlert message={error} />
      <TextField
        label="Add a comment"
        multiline
        minRows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: feedLimits.comment } }}
      />
      <Button type="submit" variant="contained" loading={comment.isPending} sx={{ alignSelf: "flex-start" }}>
        Comment
      </Button>
    </Stack>
  );
}
