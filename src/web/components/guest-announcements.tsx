import CampaignOutlinedIcon from "@mui/icons-material/CampaignOutlined";
import FavoriteIcon from "@mui/icons-material/Favorite";
import FavoriteBorderIcon from "@mui/icons-material/FavoriteBorder";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import {
  type Announcement,
  type GuestAnnouncements as Announcements,
  feedItemTypeLabels,
  feedLimits,
} from "../../contract/feed.ts";
import { formatTimestampInZone } from "../lib/event-date-format.ts";
import { ErrorAlert } from "./error-alert.tsx";
import { FeedPostBody } from "./feed-post-body.tsx";

type Props = {
  announcements: Announcements;
  /** A guest's personal page: where the like and comment forms post (`{pagePath}/feed/{id}/...`). */
  pagePath?: string;
  /** The card's look on the page that holds it. */
  sx?: SxProps<Theme>;
};

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/**
 * The host's public posts on a guest page, newest first, rendered on the server: text as text,
 * pictures lazily loaded at a size given in advance. On a guest's personal page, plain forms let
 * them like and comment under their guest name, with no script.
 */
export function GuestAnnouncements({ announcements, pagePath, sx }: Props) {
  const { items, interact, outcome, timeZone } = announcements;
  // A refusal about a post this page does not show (gone, or never public) is said at the top.
  const stray = outcome && !items.some((i) => i.id === outcome.itemId) ? outcome.problem : null;
  if (items.length === 0 && !stray) return null;
  return (
    <Paper
      component="section"
      id="announcements"
      aria-labelledby="announcements-heading"
      variant="outlined"
      sx={[{ p: { xs: 2.5, sm: 4 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 2 }}>
        <CampaignOutlinedIcon aria-hidden sx={{ color: "secondary.main" }} />
        <Typography id="announcements-heading" component="h2" variant="h6">
          Announcements
        </Typography>
      </Stack>
      <ErrorAlert message={stray} sx={{ mb: 2 }} />
      <Stack spacing={3} divider={<Box aria-hidden sx={{ borderTop: 1, borderColor: "divider" }} />}>
        {items.map((item) => (
          <AnnouncementPost
            key={item.id}
            item={item}
            pagePath={interact ? pagePath : undefined}
            outcome={outcome?.itemId === item.id ? outcome : null}
            when={(iso) => formatTimestampInZone(iso, timeZone)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function AnnouncementPost({
  item,
  pagePath,
  outcome,
  when,
}: {
  item: Announcement;
  pagePath?: string;
  outcome: Announcements["outcome"];
  when: (iso: string) => string;
}) {
  const headingId = `post-${item.id}-title`;
  const action = (what: string) => `${pagePath}/feed/${item.id}/${what}`;
  return (
    <Box component="article" id={`post-${item.id}`} aria-labelledby={headingId} sx={{ scrollMarginTop: 72 }}>
      <Typography variant="overline" sx={{ color: "secondary.main", lineHeight: 1.5 }}>
        {feedItemTypeLabels[item.type]}
      </Typography>
      <Typography
        id={headingId}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700, overflowWrap: "anywhere" }}
      >
        {item.title}
      </Typography>
      <FeedPostBody item={item} when={when(item.createdAt)} gap={1} sizes="(min-width: 720px) 640px, 100vw" />
      {outcome?.sent && (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          {outcome.sent}
        </Alert>
      )}
      <ErrorAlert message={outcome?.problem} sx={{ mt: 1.5 }} />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
        {pagePath ? (
          <form method="post" action={action("like")}>
            <Button
              type="submit"
              size="small"
              variant={item.liked ? "contained" : "outlined"}
              color="secondary"
              aria-pressed={item.liked}
              startIcon={item.liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
            >
              {item.liked ? "Liked" : "Like"} · {item.likes}
            </Button>
          </form>
        ) : (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {plural(item.likes, "like")}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {pagePath ? "" : "· "}
          {plural(item.comments, "comment")}
        </Typography>
      </Stack>
      {item.recentComments.length > 0 && (
        <Stack
          component="ol"
          aria-label={`Comments on ${item.title}`}
          spacing={1}
          sx={{ listStyle: "none", m: 0, mt: 1.5, p: 0 }}
        >
          {item.recentComments.map((c) => (
            <Box
              component="li"
              key={c.id}
              sx={{ bgcolor: "background.default", borderRadius: 2, px: 1.5, py: 1 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {c.authorName}{" "}
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ color: "text.secondary", fontWeight: 400 }}
                >
                  <time dateTime={c.createdAt}>{when(c.createdAt)}</time>
                </Typography>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {c.text}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {pagePath && (
        <Stack component="form" method="post" action={action("comment")} spacing={1} sx={{ mt: 1.5 }}>
          <Box component="label" htmlFor={`comment-${item.id}`} sx={{ typography: "body2", fontWeight: 600 }}>
            Add a comment
          </Box>
          <Box
            component="textarea"
            id={`comment-${item.id}`}
            name="text"
            required
            rows={2}
            maxLength={feedLimits.comment}
            sx={{
              font: "inherit",
              p: 1.25,
              border: 1,
              borderColor: "grey.500",
              borderRadius: 2,
              resize: "vertical",
              width: "100%",
              boxSizing: "border-box",
            }}
          />
          <Button
            type="submit"
            variant="outlined"
            color="secondary"
            size="small"
            sx={{ alignSelf: "flex-start" }}
          >
            Comment
          </Button>
        </Stack>
      )}
    </Box>
  );
}
