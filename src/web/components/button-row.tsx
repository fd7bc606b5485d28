import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";

/** A screen's row of action buttons: two to a line on phones, each as wide as its label from sm up. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: "wrap", "& > *": { flex: { xs: "1 1 calc(50% - 8px)", sm: "0 0 auto" } } }}
    >
      {children}
    </Stack>
  );
}
