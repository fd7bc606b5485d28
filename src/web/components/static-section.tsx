import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** One titled section of a text page (an h2 and its body). */
export function StaticSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ "& + &": { mt: 4 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5, color: "primary.main" }}>
        {title}
      </Typography>
      <Box sx={{ color: "text.primary", "& > p": { mt: 0, mb: 1.5 }, "& ul": { pl: 3, mt: 0, mb: 1.5 } }}>
        {children}
      </Box>
    </Box>
  );
}
