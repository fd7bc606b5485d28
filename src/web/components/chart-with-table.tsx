import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { type ReactNode, Suspense } from "react";

type Props = {
  /** The chart, drawn for the eye: inert, so screen readers and the keyboard skip it. */
  chart: ReactNode;
  height: number;
  /** The same figures as a table, behind "Show as a table" (what screen readers read). */
  table: ReactNode;
};

/**
 * A chart with its table alternative. The chart is loaded on its own (the charts library is large)
 * and hidden from assistive technology; the table beside it says the same in words and numbers.
 */
export function ChartWithTable({ chart, height, table }: Props) {
  return (
    <Box>
      <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
        <Box inert sx={{ minHeight: height }}>
          {chart}
        </Box>
      </Suspense>
      <Box component="details" sx={{ mt: 1, "& > summary": { cursor: "pointer", py: 0.5, fontWeight: 500 } }}>
        <summary>Show as a table</summary>
        {table}
      </Box>
    </Box>
  );
}
