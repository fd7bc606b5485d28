import Skeleton from "@mui/material/Skeleton";

/**
 * The next-event card's place while the summary loads, at the card's height with guests (a column
 * on a phone, a row from 600 px): without it the tiles jumped down by the whole card (CLS 0.63).
 */
export function NextEventSkeleton() {
  return <Skeleton variant="rounded" sx={{ height: { xs: 560, sm: 330 }, borderRadius: 3 }} />;
}
