import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { PartHeadcount } from "../../../contract/analytics.ts";
import { DataTable } from "../../components/data-table.tsx";

/** Replies per part of an event in parts: the guests by their answer to each, and the people coming. */
export function PartReplies({ parts }: { parts: PartHeadcount[] }) {
  return (
    <Box component="section" aria-labelledby="analytics-part-replies">
      <Typography id="analytics-part-replies" component="h3" variant="h6" sx={{ mb: 1 }}>
        Replies per part
      </Typography>
      <DataTable
        label="Replies per part"
        columns={["Part", "Going", "Waitlist", "No", "No answer", "People"]}
        rows={parts.map((p) => ({
          key: p.part.id,
          // A part's name whole (the table scrolls sideways on a phone rather than break "Haldi").
          cells: [
            <Box key="name" component="span" sx={{ whiteSpace: "nowrap" }}>
              {p.part.name}
            </Box>,
            p.going,
            p.waitlisted,
            p.declined,
            p.noAnswer,
            p.people,
          ],
        }))}
      />
    </Box>
  );
}
