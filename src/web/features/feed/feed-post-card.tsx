import ChatBubbleOutlineIcon from "@mui/icons-material/ChatBubbleOutlineOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import FavoriteIcon from "@mui/icons-material/Favorite";
import FavoriteBorderIcon from "@mui/icons-material/FavoriteBorder";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import PublicIcon from "@mui/icons-material/Public";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { type FeedItem, feedItemTypeLabels } from "../../../contract/feed.ts";
import { FeedPostBody } from "../../components/feed-post-body.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { formatTimestamp } from "../../lib/event-date-format.ts";

type Props = {
  item: FeedItem;
  /** The single post page shows the whole post and no link to itself. */
  detail?: boolean;
  eager?: boolean;
  onLike: () => void;
  liking: boolean;
  onDelete: () => void;
};

/** One post: its type, who and when, its text as text, its media, likes and comments. */
export function FeedPostCard({ item, detail = false, eager, onLike, liking, onDelete }: Props) {
  const postPath = `/dashboard/feed/${item.eventId}/${item.id}`;
  const headingId = `post-${item.id}-title`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1, flexWrap: "wrap", rowGap: 1 }}>
        <Chip size="small" color="secondary" variant="outlined" label={feedItemTypeLabels[item.type]} />
        <Chip
          size="small"
          variant="outlined"
          icon={item.isPublic ? <PublicIcon /> : <LockOutlinedIcon />}
          label={item.isPublic ? "Public" : "Host only"}
        />
        <Box sx={{ flexGrow: 1 }} />
        {item.mine && (
          <Tooltip title="Delete post">
            <IconButton aria-label={`Delete post: ${item.title}`} onClick={onDelete} size="small">
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Typography
        id={headingId}
        component={detail ? "h1" : "h2"}
        variant={detail ? "h5" : "h6"}
        sx={{ overflowWrap: "anywhere" }}
      >
        {detail ? (
          item.title
        ) : (
          <Box
            component={RouterLink}
            to={postPath}
            sx={{ color: "inherit", textDecoration: "none", "&:hover": { textDecoration: "underline" } }}
          >
            {item.title}
          </Box>
        )}
      </Typography>
      <FeedPostBody
        item={item}
        when={formatTimestamp(item.createdAt)}
        gap={1.5}
        sizes="(min-width: 900px) 760px, 100vw"
        eager={eager}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: "center" }}>
        <Button
          onClick={onLike}
          loading={liking}
          aria-pressed={item.liked}
          startIcon={item.liked ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
          // One name in both states (aria-pressed tells them apart), holding the count on screen.
          aria-label={`Like (${item.likes} ${item.likes === 1 ? "like" : "likes"})`}
        >
          {item.likes}
        </Button>
        {detail ? (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: "center", color: "text.secondary" }}>
            <ChatBubbleOutlineIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              {item.comments} {item.comments === 1 ? "comment" : "comments"}
            </Typography>
          </Stack>
        ) : (
          <LinkButton to={postPath} variant="text" icon={<ChatBubbleOutlineIcon />}>
            {item.comments} {item.comments === 1 ? "comment" : "comments"}
          </LinkButton>
        )}
      </Stack>
    </Paper>
  );
}
