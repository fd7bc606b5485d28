import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type Props = {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Usually one button that gets the user out of the empty state. */
  action?: ReactNode;
  headingLevel?: "h2" | "h3";
  /** 'alert' when the panel reports a problem that screen readers should announce. */
  role?: "alert" | "status";
};

/** A centred panel for a list with nothing in it, or a screen that cannot show what was asked for. */
export function EmptyState({ icon, title, description, action, headingLevel = "h2", role }: Props) {
  return (
    <Paper
      role={role}
      variant="outlined"
      sx={{
        p: { xs: 3, md: 5 },
        textAlign: "center",
        borderRadius: 3,
        borderStyle: "dashed",
        bgcolor: "background.paper",
      }}
    >
      {icon && (
        <Box aria-hidden sx={{ color: "accent.main", mb: 1, "& svg": { fontSize: 48 } }}>
          {icon}
        </Box>
      )}
      <Typography component={headingLevel} variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {description && (
        <Typography sx={{ color: "text.secondary", maxWidth: 460, mx: "auto" }}>{description}</Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Paper>
  );
}
