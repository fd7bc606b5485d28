import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { FeedMedia } from "../../contract/feed.ts";
import { FeedPostMedia } from "./feed-post-media.tsx";

type Props = {
  item: { title: string; authorName: string; createdAt: string; content: string; media: FeedMedia | null };
  /** When it was posted, as the page shows moments (the viewer's zone, or the event's). */
  when: string;
  /** The space around the text, in theme units: a little less in the guests' compact list. */
  gap: number;
  sizes: string;
  eager?: boolean;
};

/** Under a post's title, on the dashboard and on the guest pages alike: who wrote it and when, its text, its media. */
export function FeedPostBody({ item, when, gap, sizes, eager }: Props) {
  return (
    <>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: gap }}>
        {item.authorName} · <time dateTime={item.createdAt}>{when}</time>
      </Typography>
      <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.7 }}>
        {item.content}
      </Typography>
      {item.media && (
        <Box sx={{ mt: gap + 0.5 }}>
          <FeedPostMedia media={item.media} alt={item.title} sizes={sizes} eager={eager} />
        </Box>
      )}
    </>
  );
}
