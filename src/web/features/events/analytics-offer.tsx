import InsightsOutlinedIcon from "@mui/icons-material/InsightsOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router";
import {
  featureMinimumPackage,
  featureNames,
  type PackageFeature,
  packageById,
  upgradePath,
} from "../../../contract/payments.ts";

/** What each gated part of the analytics shows, said instead of showing made-up numbers. */
const whatItShows: Record<"basicAnalytics" | "advancedAnalytics", string[]> = {
  basicAnalytics: [
    "The reply funnel: how many guests were invited, got the invitation, opened their personal link, replied and checked in at the door.",
    "Attending, maybe and declined at a glance.",
    "The caterer's headcount: confirmed guests and their +1s per meal choice and dietary need, ready to print.",
  ],
  advancedAnalytics: [
    "Replies per day, beside the day each guest first opened their link.",
    "Replies by guest category: family, friends, colleagues, VIPs.",
    "The caterer's headcount as a CSV file, one line per person with their meal.",
  ],
};

/**
 * The offer where an event's package lacks a part of the analytics: what it would show, and the
 * way to the payments page for this event (test mode buys it there as a real buyer would).
 */
export function AnalyticsOffer({
  eventId,
  feature,
}: {
  eventId: string;
  feature: "basicAnalytics" | "advancedAnalytics";
}) {
  const pkg = packageById(featureMinimumPackage[feature as PackageFeature])!;
  // Back here once it is bought.
  const here = useLocation();
  const headingId = `offer-${feature}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, borderStyle: "dashed" }}
      data-testid={`offer-${feature}`}
    >
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
        <Box aria-hidden sx={{ color: "accent.main", "& svg": { fontSize: 32 } }}>
          <InsightsOutlinedIcon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="h6">
            {featureNames[feature]} come with the {pkg.name} package
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 1, "& li": { mb: 0.5 } }}>
            {whatItShows[feature].map((line) => (
              <Typography component="li" key={line}>
                {line}
              </Typography>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to={upgradePath(eventId, here.pathname + here.search)}
            variant="contained"
          >
            Upgrade to {pkg.name}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
