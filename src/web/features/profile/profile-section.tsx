import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** One titled card of a profile tab. */
export function ProfileSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
