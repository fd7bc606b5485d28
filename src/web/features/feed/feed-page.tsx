import AddIcon from "@mui/icons-material/Add";
import DynamicFeedIcon from "@mui/icons-material/DynamicFeed";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { feedMessages } from "../../../contract/feed.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { perEventPage } from "../../components/per-event-page.tsx";
import { LoadError, LoadingSpinner } from "../../components/query-status.tsx";
import { useEvent } from "../../lib/use-event.ts";
import { CreatePostDialog } from "./create-post-dialog.tsx";
import { FeedPostCard } from "./feed-post-card.tsx";
import { useFeed, useFeedMutations } from "./use-feed.ts";
import { useFeedStream } from "./use-feed-stream.ts";

/** /dashboard/feed/:eventId: the event's posts, newest first, kept live. */
export default perEventPage(FeedScreen);

function FeedScreen({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  const feed = useFeed(eventId);
  const mutations = useFeedMutations(eventId);
  const { enqueueSnackbar } = useSnackbar();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  useFeedStream(eventId);

  const title = event.data?.title;
  const items = feed.data?.items ?? [];
  const settings = feed.data?.settings;

  const confirmDelete = () => {
    if (!deleting) return;
    mutations.remove.mutate(deleting, {
      onSuccess: () => enqueueSnackbar(feedMessages.deleted, { variant: "success" }),
      onError: () => enqueueSnackbar(feedMessages.deleteFailed, { variant: "error" }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <DashboardPage
      width={880}
      tabTitle={title ? `Feed of ${title}` : "Event Feed"}
      title="Event Feed"
      subtitle={title}
      back={{ to: `/dashboard/events/${eventId}`, label: "Back to the event" }}
      action={
        feed.isSuccess && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Create Post
          </Button>
        )
      }
    >
      {feed.isPending && <LoadingSpinner label="Loading the feed" />}
      {feed.isError && <LoadError error={feed.error} fallback={feedMessages.loadFailed} />}
      {feed.isSuccess && settings && (
        <Stack spacing={2.5}>
          <FormControlLabel
            control={
              <Switch
                checked={settings.guestInteractions}
                disabled={mutations.settings.isPending}
                onChange={(e) => mutations.settings.mutate({ guestInteractions: e.target.checked })}
              />
            }
            label="Guests can like and comment on public posts from their invitation link"
          />
          {items.length === 0 ? (
            <EmptyState
              icon={<DynamicFeedIcon />}
              title="No posts yet"
              description="Share news, reminders and photos with your guests. Public posts appear on the event page and on every invitation."
              action={
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                  Create Post
                </Button>
              }
            />
          ) : (
            items.map((item, i) => (
              <FeedPostCard
                key={item.id}
                item={item}
                eager={i === 0}
                liking={mutations.like.isPending && mutations.like.variables === item.id}
                onLike={() =>
                  mutations.like.mutate(item.id, {
                    onError: () => enqueueSnackbar(feedMessages.likeFailed, { variant: "error" }),
                  })
                }
                onDelete={() => setDeleting(item.id)}
              />
            ))
          )}
        </Stack>
      )}
      <CreatePostDialog
        open={creating}
        onClose={() => setCreating(false)}
        create={mutations.create}
        parts={feed.data?.parts ?? []}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this post?"
        confirmLabel="Delete"
        busy={mutations.remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        The post, its comments, likes and photo or video will be deleted. This cannot be undone.
      </ConfirmDialog>
    </DashboardPage>
  );
}
