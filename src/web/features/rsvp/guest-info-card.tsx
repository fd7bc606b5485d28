import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { nextGuestCardSx } from "./guest-card-styles.ts";

/** A titled card below the reply on a guest's pages (venue, who is coming): one look for all of them. */
export function GuestInfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ ...nextGuestCardSx, p: { xs: 2.5, sm: 4 } }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
