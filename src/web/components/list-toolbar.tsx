import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";

/** The row above a list: what picks or explains it on the left, its main button on the right (stacked on phones). */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}
    >
      {children}
    </Stack>
  );
}
