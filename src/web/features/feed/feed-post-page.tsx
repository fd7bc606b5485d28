import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { feedMessages } from "../../../contract/feed.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { LoadingSpinner } from "../../components/query-status.tsx";
import { UserAvatar } from "../../components/user-avatar.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { formatTimestamp } from "../../lib/event-date-format.ts";
import { CommentForm } from "./comment-form.tsx";
import { FeedPostCard } from "./feed-post-card.tsx";
import { useFeedItem, useFeedMutations } from "./use-feed.ts";
import { useFeedStream } from "./use-feed-stream.ts";

/** /dashboard/feed/:eventId/:feedItemId: one post with its comments, oldest first, kept live. */
export default function FeedPostPage() {
  const { eventId = "", feedItemId = "" } = useParams();
  const navigate = useNavigate();
  const detail = useFeedItem(eventId, feedItemId);
  const mutations = useFeedMutations(eventId);
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, setConfirm] = useState<{ kind: "post" } | { kind: "comment"; id: string } | null>(null);
  useFeedStream(eventId);
  const feedPath = `/dashboard/feed/${eventId}`;

  const onConfirm = () => {
    if (!confirm) return;
    if (confirm.kind === "post") {
      mutations.remove.mutate(feedItemId, {
        onSuccess: () => {
          enqueueSnackbar(feedMessages.deleted, { variant: "success" });
          navigate(feedPath);
        },
        onError: () => enqueueSnackbar(feedMessages.deleteFailed, { variant: "error" }),
        onSettled: () => setConfirm(null),
      });
    } else {
      mutations.removeComment.mutate(confirm.id, {
        onSuccess: () => enqueueSnackbar(feedMessages.commentDeleted, { variant: "success" }),
        onError: () => enqueueSnackbar(feedMessages.commentDeleteFailed, { variant: "error" }),
        onSettled: () => setConfirm(null),
      });
    }
  };

  const back = (
    <LinkButton to={feedPath} variant="text" sx={{ mb: 2 }} icon={<ArrowBackIcon />}>
      Back to the feed
    </LinkButton>
  );

  if (detail.isPending) {
    return (
      <DashboardPage width={880}>
        {back}
        <LoadingSpinner label="Loading the post" />
      </DashboardPage>
    );
  }
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <DashboardPage width={880} tabTitle="Post">
        {back}
        <Alert severity="error" role="alert">
          {notFound ? feedMessages.notFound : feedMessages.itemLoadFailed}
        </Alert>
      </DashboardPage>
    );
  }
  const { item, comments } = detail.data;
  return (
    <DashboardPage width={880} tabTitle={item.title}>
      {back}
      <FeedPostCard
        item={item}
        detail
        eager
        liking={mutations.like.isPending}
        onLike={() =>
          mutations.like.mutate(item.id, {
            onError: () => enqueueSnackbar(feedMessages.likeFailed, { variant: "error" }),
          })
        }
        onDelete={() => setConfirm({ kind: "post" })}
      />
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="comments-heading"
        sx={{ mt: 3, p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      >
        <Typography id="comments-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
          Comments
        </Typography>
        {comments.length === 0 ? (
          <Typography sx={{ color: "text.secondary", mb: 2 }}>
            No comments yet. Be the first to comment.
          </Typography>
        ) : (
          <Stack component="ol" spacing={2} sx={{ listStyle: "none", m: 0, p: 0, mb: 3 }}>
            {comments.map((c) => (
              <Stack
                component="li"
                key={c.id}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: "flex-start" }}
              >
                <UserAvatar name={c.authorName} image={c.authorAvatar} size={36} />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" component="p">
                    {c.authorName}
                    {c.byGuest && (
                      <Typography component="span" variant="caption" sx={{ color: "text.secondary", ml: 1 }}>
                        Guest
                      </Typography>
                    )}
                    <Typography component="span" variant="caption" sx={{ color: "text.secondary", ml: 1 }}>
                      <time dateTime={c.createdAt}>{formatTimestamp(c.createdAt)}</time>
                    </Typography>
                  </Typography>
                  <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{c.text}</Typography>
                </Box>
                {c.mine && (
                  <IconButton
                    aria-label="Delete comment"
                    size="small"
                    onClick={() => setConfirm({ kind: "comment", id: c.id })}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )}
              </Stack>
            ))}
          </Stack>
        )}
        <CommentForm postId={item.id} comment={mutations.comment} />
      </Paper>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === "comment" ? "Delete this comment?" : "Delete this post?"}
        confirmLabel="Delete"
        busy={mutations.remove.isPending || mutations.removeComment.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirm(null)}
      >
        {confirm?.kind === "comment"
          ? "The comment will be deleted. This cannot be undone."
          : "The post, its comments, likes and photo or video will be deleted. This cannot be undone."}
      </ConfirmDialog>
    </DashboardPage>
  );
}
