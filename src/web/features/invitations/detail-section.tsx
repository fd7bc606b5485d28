import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type Props = {
  /** The heading's id, which names the section for screen readers. */
  headingId: string;
  title: string;
  /** A line under the heading, saying what the section does now. */
  description?: ReactNode;
  /** The section's main button, beside the heading (under it on phones). */
  action?: ReactNode;
  /** The space under the heading row: less where a list with its own dividers follows. */
  headerGap?: number;
  children: ReactNode;
};

/** A card on the invitation's page (Recipients, Reminders): heading, what it does, its button. */
export function DetailSection({ headingId, title, description, action, headerGap = 2, children }: Props) {
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1.5}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: headerGap }}
      >
        <div>
          <Typography id={headingId} component="h2" variant="h6">
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {description}
            </Typography>
          )}
        </div>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
