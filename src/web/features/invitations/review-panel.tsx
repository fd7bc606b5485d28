import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type Props = { headingId: string; title: string; children: ReactNode };

/** A part of the wizard's review (the preview, the schedule): an outlined section under its heading. */
export function ReviewPanel({ headingId, title, children }: Props) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, borderRadius: 2 }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
