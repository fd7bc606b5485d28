import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Box from "@mui/material/Box";
import { pastDateWarning } from "../lib/past-date.ts";

/** The helper text of a date field whose date has gone by: a warning in words, not only in colour. */
export function PastDateWarning() {
  return (
    <Box
      component="span"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, color: "warning.main", fontWeight: 600 }}
    >
      <WarningAmberIcon aria-hidden="true" sx={{ fontSize: 16 }} />
      {pastDateWarning}
    </Box>
  );
}
