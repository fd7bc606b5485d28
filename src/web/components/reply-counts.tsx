import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { EventReplyCounts } from "../../contract/events.ts";

type Props = { replies: EventReplyCounts; title: string };

/**
 * An event's Going / Maybe / Declined at a glance, as the server counted them. Going is people
 * (confirmed guests and their +1s), so the label says so; Maybe and Declined are guests.
 */
export function ReplyCounts({ replies, title }: Props) {
  const figures = [
    { label: "Going", note: "incl. +1s", value: replies.going, color: "success.main" },
    { label: "Maybe", note: "guests", value: replies.maybe, color: "warning.main" },
    { label: "Declined", note: "guests", value: replies.declined, color: "error.main" },
  ];
  return (
    <Box role="group" aria-label={`Replies to ${title}`}>
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 1 }}
      >
        {figures.map((f) => (
          <Box
            key={f.label}
            sx={{
              borderLeft: 3,
              borderColor: f.color,
              pl: 1,
              py: 0.25,
              minWidth: 0,
              bgcolor: "action.hover",
            }}
          >
            <Typography component="dt" variant="caption" sx={{ display: "block", lineHeight: 1.3 }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {f.label}
              </Box>{" "}
              <Box component="span" sx={{ color: "text.secondary" }}>
                ({f.note})
              </Box>
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: "1.25rem", lineHeight: 1.3 }}>
              {f.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
