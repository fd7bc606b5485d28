import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

export type DashboardPageHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  /** Where the back arrow leads, and what it is called for screen readers. */
  back?: { to: string; label: string };
  action?: ReactNode;
  /** The width from which title and action sit side by side (wide action rows need "md"). */
  rowFrom?: "sm" | "md";
};

/** The h1 row of a dashboard screen: optional back arrow, title, subtitle and the main actions. */
export function DashboardPageHeader({
  title,
  subtitle,
  back,
  action,
  rowFrom = "sm",
}: DashboardPageHeaderProps) {
  return (
    <Stack
      direction={{ xs: "column", [rowFrom]: "row" }}
      spacing={2}
      sx={{ mb: { xs: 3, md: 4 }, alignItems: { [rowFrom]: "center" }, justifyContent: "space-between" }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 0 }}>
        {back && (
          <IconButton component={RouterLink} to={back.to} aria-label={back.label} edge="start">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" sx={{ color: "text.secondary", mt: 0.5, overflowWrap: "anywhere" }}>
              {subtitle}
            </Typography>
          )}
        </Box>
      </Stack>
      {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
    </Stack>
  );
}
