import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useEffect, useRef } from "react";

type Props = { shown: number; of: number; loading: boolean; hasMore: boolean; onMore: () => void };

/**
 * The end of the grid: the next page is asked for as this comes into view (a screen ahead), and a
 * button does the same for keyboards and screen readers, saying how many are shown of how many.
 */
export function MorePhotos({ shown, of, loading, hasMore, onMore }: Props) {
  const end = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const node = end.current;
    if (!node || !hasMore || typeof IntersectionObserver === "undefined") return;
    const watch = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && more.current(), {
      rootMargin: "100% 0px",
    });
    watch.observe(node);
    return () => watch.disconnect();
  }, [hasMore]);
  if (!hasMore) return null;
  return (
    <Box ref={end} sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 2, py: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {shown} of {of}
      </Typography>
      <Button variant="outlined" onClick={onMore} disabled={loading}>
        {loading ? <CircularProgress size={20} aria-label="Loading more photos" /> : "Show more photos"}
      </Button>
    </Box>
  );
}
