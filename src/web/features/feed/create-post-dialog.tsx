import { zodResolver } from "@hookform/resolvers/zod";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import CloseIcon from "@mui/icons-material/Close";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  announcementMessageTexts,
  type FeedPostInput,
  feedItemTypeLabels,
  feedItemTypes,
  feedLimits,
  feedMediaAccept,
  feedMessages,
  feedPostInputSchema,
} from "../../../contract/feed.ts";
import type { MessageAudience, PartAudience } from "../../../contract/messages.ts";
import { AudiencePicker, type GuestCategory } from "../../components/audience-picker.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { menuOptions } from "../../components/menu-options.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { offlineMessages } from "../../lib/offline/offline-messages.ts";
import type { useFeedMutations } from "./use-feed.ts";

type Props = {
  open: boolean;
  onClose: () => void;
  create: ReturnType<typeof useFeedMutations>["create"];
  /** An event in parts: "Going to {part}" is offered for each. */
  parts?: PartAudience[];
};

type Values = Required<FeedPostInput>;
const empty: Values = { title: "", content: "", type: "update", isPublic: true };

/**
 * The create-post dialog: title, content, type (update by default), public flag and an optional
 * image or video. A failed post keeps everything typed and chosen.
 */
export function CreatePostDialog({ open, onClose, create, parts = [] }: Props) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Also sent to guests as a message: who, as on the messages page.
  const [sendToGuests, setSendToGuests] = useState(false);
  const [audience, setAudience] = useState<MessageAudience>("all");
  const [category, setCategory] = useState<GuestCategory | "">("");
  const [partId, setPartId] = useState<string | undefined>();
  const [categoryError, setCategoryError] = useState<string | undefined>();
  const form = useForm<Values>({ resolver: zodResolver(feedPostInputSchema) as never, defaultValues: empty });
  const { errors } = form.formState;

  const close = () => {
    if (create.isPending) return;
    onClose();
  };

  const submit = form.handleSubmit(
    async (values) => {
      setProblem(null);
      setCategoryError(undefined);
      const sendTo = sendToGuests
        ? {
            audience,
            category: audience === "category" ? category || null : null,
            partId: audience === "part" ? (partId ?? null) : null,
          }
        : undefined;
      try {
        const result = await create.mutateAsync({ ...values, file, sendTo });
        const message = result.queued ? undefined : result.body.message;
        if (result.queued) enqueueSnackbar(offlineMessages.savedOnDevice, { variant: "info" });
        else if (!message) enqueueSnackbar(feedMessages.created, { variant: "success" });
        else if (message.sent) enqueueSnackbar(announcementMessageTexts.sent, { variant: "success" });
        // The post stands; the host must see that nobody was written to, and why.
        else
          enqueueSnackbar(announcementMessageTexts.notSent(message.problem ?? ""), {
            variant: "warning",
            autoHideDuration: 12_000,
          });
        form.reset(empty);
        setFile(null);
        setSendToGuests(false);
        onClose();
      } catch (error) {
        // The server's own words for what it refused (a file that is not media, too large); else the spec's.
        const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (error instanceof ApiError) setCategoryError(error.fields?.sendToCategory);
        setProblem(known ? error.message : feedMessages.createFailed);
        if (!known) enqueueSnackbar(feedMessages.createFailed, { variant: "error" });
      }
    },
    (invalid) => {
      if (invalid.title || invalid.content) setProblem(feedMessages.titleAndContent);
    },
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Create Post</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="create-post-form"
          noValidate
          onSubmit={submit}
          spacing={2.5}
          sx={{ pt: 1 }}
        >
          <ErrorAlert message={problem} />
          <TextField
            label="Title"
            required
            {...form.register("title")}
            error={!!errors.title}
            helperText={errors.title?.message}
            slotProps={{ htmlInput: { maxLength: feedLimits.title } }}
          />
          <TextField
            label="Content"
            required
            multiline
            minRows={4}
            {...form.register("content")}
            error={!!errors.content}
            helperText={errors.content?.message}
            slotProps={{ htmlInput: { maxLength: feedLimits.content } }}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <TextField select label="Type" {...field}>
                {menuOptions(feedItemTypes, feedItemTypeLabels)}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="isPublic"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Public: guests see it as an announcement"
              />
            )}
          />
          <FormControlLabel
            control={<Switch checked={sendToGuests} onChange={(e) => setSendToGuests(e.target.checked)} />}
            label="Also send it to guests as a message"
          />
          {sendToGuests && (
            <AudiencePicker
              audience={audience}
              category={category}
              onAudience={setAudience}
              onCategory={setCategory}
              categoryError={categoryError}
              parts={parts}
              partId={partId}
              onPart={setPartId}
            />
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
              {file ? "Change photo or video" : "Add photo or video"}
              <input
                hidden
                type="file"
                name="file"
                accept={feedMediaAccept}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Button>
            {file && (
              <>
                <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                  {file.name}
                </Typography>
                <IconButton aria-label="Remove the photo or video" size="small" onClick={() => setFile(null)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            )}
          </Stack>
          <Typography variant="caption" sx={{ color: "text.secondary" }}>
            Optional. Photos and short videos up to {feedLimits.mediaMb} MB; location data is removed.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" form="create-post-form" variant="contained" loading={create.isPending}>
          Post
        </Button>
      </DialogActions>
    </Dialog>
  );
}
