import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { PartHeadcount } from "../../../contract/analytics.ts";
import { formatPartWhen } from "../../../contract/event-dates.ts";
import { HeadcountFigures } from "./headcount-figures.tsx";
import type { MealTablesFigures } from "./meal-tables.tsx";

type Props = {
  headcount: PartHeadcount;
  /** The part's place: its own venue or the event's. */
  where: string;
  tables: MealTablesFigures;
  /** This part's sheet (Deluxe); null without the CSV. */
  csvPath: string | null;
};

/**
 * One part's headcount (an event in parts): when and where, the people coming to it (the party
 * each going guest brings), the guests by their answer, and what those coming eat.
 */
export function PartHeadcountSection({ headcount: h, where, tables, csvPath }: Props) {
  const id = `headcount-part-${h.part.id}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {h.part.name}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {formatPartWhen(h.part.date, h.part.startTime, h.part.endTime)} · {where}
      </Typography>
      <HeadcountFigures
        people={h.people}
        parties={h.going}
        size="1.25rem"
        note={`Going ${h.going} · Waitlist ${h.waitlisted} · No ${h.declined} · No answer ${h.noAnswer}`}
        tables={tables}
        of={`the guests coming to ${h.part.name}`}
      />
      {csvPath && (
        <Button
          size="small"
          className="no-print"
          startIcon={<DownloadOutlinedIcon />}
          component="a"
          href={csvPath}
          download
          sx={{ mt: 1 }}
        >
          {`CSV of ${h.part.name}`}
        </Button>
      )}
    </Box>
  );
}
