import ErrorOutlinedIcon from "@mui/icons-material/ErrorOutlined";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { GuestPage } from "../../../contract/guest-pages.ts";
import { EmptyState } from "../../components/empty-state.tsx";

// Read by screen readers, not shown (the usual clip pattern).
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

const icons = { lock: <LockOutlinedIcon />, link: <LinkOffIcon />, error: <ErrorOutlinedIcon /> };

/** A guest page that cannot show what was asked for: a bad link, a private or cancelled event. */
export function GuestPageProblem({ page }: { page: Extract<GuestPage, { kind: "problem" }> }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      {/* The panel's own heading is an h2; the page still needs its h1 for screen-reader navigation. */}
      <Typography component="h1" sx={visuallyHidden}>
        {page.pageName}
      </Typography>
      <EmptyState
        role="alert"
        icon={icons[page.icon]}
        title={page.title}
        description={page.description ?? undefined}
        headingLevel="h2"
        action={
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: "center", flexWrap: "wrap" }}>
            <Button href="/" variant="outlined">
              Back to Home
            </Button>
            <Button href="/events" variant="contained">
              Browse Events
            </Button>
          </Stack>
        }
      />
    </Container>
  );
}
