import Paper from "@mui/material/Paper";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

/**
 * A section of a dashboard page in its own outlined card, named by its heading, with an optional
 * line under it: an event's description, its next steps, its people, a profile tab's cards.
 */
export function SectionCard({
  id,
  title,
  intro,
  headingGap = 1,
  sx,
  children,
}: {
  /** The heading's id (for aria-labelledby; a page may name it for its links and tests). */
  id?: string;
  title: string;
  intro?: ReactNode;
  /** The space under the heading when no intro follows it. */
  headingGap?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={[{ p: { xs: 2, sm: 3 }, borderRadius: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: intro ? 0.5 : headingGap }}>
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
