import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type Part, type PartCounts, partHostTexts } from "../../../contract/parts.ts";
import { FactList } from "../../components/fact-list.tsx";
import { formatPartWhen } from "../../lib/event-date-format.ts";

const noCounts = { invited: 0, confirmed: 0, waitlisted: 0, declined: 0, seats: 0 };

type Props = {
  part: Part;
  counts: PartCounts | undefined;
  /** The event's own place, shown where the part has none of its own. */
  eventLocation: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
};

/** One part in the host's list: when and where, dress code, capacity, its answers, and its tools. */
export function PartCard({
  part,
  counts,
  eventLocation,
  first,
  last,
  busy,
  onMove,
  onEdit,
  onRemove,
}: Props) {
  const c = counts ?? noCounts;
  const facts: [string, string][] = [
    ["Venue", part.venue ?? `${eventLocation} (the event's location)`],
    ...(part.note ? [[partHostTexts.noteLabel, part.note] as [string, string]] : []),
    ["Capacity", part.capacity === null ? "No limit" : `${part.capacity} seats`],
  ];
  const figures: [string, number][] = [
    ["Going", c.confirmed],
    ["Waitlist", c.waitlisted],
    ["No", c.declined],
    ["No answer", c.invited],
    ["People coming", c.seats],
  ];
  const headingId = `part-${part.id}`;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, borderRadius: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="h6" sx={{ overflowWrap: "anywhere" }}>
            {part.name}
          </Typography>
          <Typography sx={{ color: "text.secondary" }}>
            {formatPartWhen(part.date, part.startTime, part.endTime)}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <IconButton
            aria-label={`${partHostTexts.moveUp}: ${part.name}`}
            disabled={first || busy}
            onClick={() => onMove(-1)}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={`${partHostTexts.moveDown}: ${part.name}`}
            disabled={last || busy}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardIcon />
          </IconButton>
        </Stack>
      </Stack>
      <FactList
        facts={facts}
        // On a phone each label sits over its value: a long venue keeps the card's width.
        sx={{
          mt: 1.5,
          gridTemplateColumns: { xs: "1fr", sm: "auto 1fr" },
          columnGap: 2,
          rowGap: { sm: 0.5 },
        }}
        labelSx={{
          color: "text.secondary",
          typography: "body2",
          mt: { xs: 0.75, sm: 0 },
          lineHeight: { sm: 1.5 },
        }}
      />
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1.5,
          display: "grid",
          gridTemplateColumns: { xs: "repeat(3, 1fr)", sm: "repeat(5, 1fr)" },
          gap: 1,
        }}
      >
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ bgcolor: "action.hover", borderRadius: 2, px: 1, py: 0.75 }}>
            <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: "flex-end" }}>
        <Button startIcon={<EditOutlinedIcon />} onClick={onEdit} aria-label={`Edit ${part.name}`}>
          Edit
        </Button>
        <Button
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          onClick={onRemove}
          aria-label={`Remove ${part.name}`}
        >
          Remove
        </Button>
      </Stack>
    </Paper>
  );
}
