import Paper from "@mui/material/Paper";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

/**
 * A small card of a guest page (unsubscribing, removing one's details): a section named by its
 * heading, edge to edge on phones and rounded on larger screens, like the page's other cards.
 */
export function GuestPageSection({
  labelledBy,
  sx,
  children,
}: {
  /** The id of the heading that names the section. */
  labelledBy: string;
  /** The space around it, which depends on where it stands. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={labelledBy}
      variant="outlined"
      sx={[{ p: { xs: 2.5, sm: 3 }, borderRadius: { xs: 0, sm: 4 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Paper>
  );
}
