import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** One line of an invitation's facts (in a <dl>), in the review step as on its page: label beside the value, above it on phones. */
export function InvitationFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "140px 1fr" }, gap: { sm: 2 } }}>
      <Typography component="dt" variant="body2" sx={{ color: "text.secondary", fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </Box>
  );
}

/** An invitation's facts: a definition list under a rule, `pt` the room above the first fact. */
export function InvitationFacts({ pt, children }: { pt: number; children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gap: 1, pt, borderTop: 1, borderColor: "divider" }}>
      {children}
    </Box>
  );
}
