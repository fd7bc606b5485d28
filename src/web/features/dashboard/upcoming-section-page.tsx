import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ConstructionIcon from "@mui/icons-material/Construction";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Navigate, Link as RouterLink, useLocation } from "react-router";

const sectionNames: Record<string, string> = {
  payments: "Payments",
  profile: "Profile",
  feed: "Event Feed",
  venue: "Venue",
};

/** The section an address belongs to; /dashboard/events/{id}/venue is the venue's other shape. */
function sectionName(pathname: string): string | undefined {
  const segments = pathname.split("/");
  if (segments[2] === "events" && segments[4] === "venue") return sectionNames.venue;
  return sectionNames[segments[2] ?? ""];
}

/** Stands in for the linked dashboard sections that are not built yet, so links never lead to a dead end. */
export default function UpcomingSectionPage() {
  const { pathname } = useLocation();
  const name = sectionName(pathname);
  // The router sends only the sections above here; anything else is an address that does not exist.
  if (!name) return <Navigate to="/404" replace />;

  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 4 }, maxWidth: 880, mx: "auto" }}>
      <title>{`${name} · EventHub`}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {name}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: "center", borderRadius: 3 }}>
        <ConstructionIcon aria-hidden sx={{ fontSize: 56, color: "accent.main", mb: 1 }} />
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          We are still building this part
        </Typography>
        <Typography sx={{ color: "text.secondary", mb: 3, maxWidth: 520, mx: "auto" }}>
          {name} is being built and will be ready soon. In the meantime, you can head back to your dashboard.
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained" startIcon={<ArrowBackIcon />}>
          Back to Dashboard
        </Button>
      </Paper>
    </Box>
  );
}
