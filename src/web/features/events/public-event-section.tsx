import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A titled part of the public event page (Venue, Photos), set off from the one above by a rule. */
export function PublicEventSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2.5, sm: 4 }, borderTop: 1, borderColor: "divider" }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
