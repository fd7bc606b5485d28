import LinkOffIcon from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { EmptyState } from "../../components/empty-state.tsx";
import { ApiError } from "../../lib/api-client.ts";

// Read by screen readers, not shown (the usual clip pattern).
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** A guest page whose link did not load: the API's own words for a bad link, else a generic one. */
export function GuestPageError({ pageName, error }: { pageName: string; error: unknown }) {
  const message =
    error instanceof ApiError && error.status < 500 && error.status !== 0
      ? error.message
      : "Failed to load data";
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <title>{`${pageName} · EventHub`}</title>
      {/* The panel's own heading is an h2; the page still needs its h1 for screen-reader navigation. */}
      <Typography component="h1" sx={visuallyHidden}>
        {pageName}
      </Typography>
      <EmptyState role="alert" icon={<LinkOffIcon />} title={message} headingLevel="h2" />
    </Container>
  );
}

/** The shape of a guest page while it loads: a picture, a title and a few lines. */
export function GuestPageSkeleton({
  pageName,
  bannerHeight,
}: {
  pageName: string;
  bannerHeight: { xs: number; sm: number };
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 0, sm: 4 }, px: { xs: 0, sm: 3 } }} aria-busy="true">
      <title>{`${pageName} · EventHub`}</title>
      <Skeleton variant="rectangular" sx={{ height: bannerHeight }} />
      <Box sx={{ p: 2.5 }}>
        <Skeleton variant="text" width="70%" height={48} />
        <Skeleton variant="text" width="85%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="rounded" height={96} sx={{ mt: 3 }} />
      </Box>
    </Container>
  );
}
