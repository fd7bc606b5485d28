import DynamicFeedIcon from "@mui/icons-material/DynamicFeed";
import EventIcon from "@mui/icons-material/Event";
import MailIcon from "@mui/icons-material/Mail";
import PaymentsIcon from "@mui/icons-material/Payments";
import PeopleIcon from "@mui/icons-material/People";
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import type { DashboardSummary } from "../../../contract/dashboard.ts";

const n = (value: number) => value.toLocaleString("en-IN");

/** Each tile's live figure; null where the feature has none yet (the tile keeps its text). */
function figureOf(title: string, s: DashboardSummary | undefined): string | null {
  if (!s) return null;
  switch (title) {
    case "Events":
      return `${n(s.eventsUpcoming)} upcoming`;
    case "Guests":
      return `${n(s.guestsConfirmed)} of ${n(s.guestsInvited)} confirmed`;
    case "Invitations":
      return `${n(s.invitationsSent)} sent`;
    case "Event Feed":
      return s.posts === null ? null : `${n(s.posts)} posts`;
    case "Gallery":
      return `${n(s.photos)} photos`;
    case "Payments":
      return s.payments === null ? null : `${n(s.payments)} payments`;
    default:
      return null;
  }
}

const tiles = [
  {
    title: "Events",
    to: "/dashboard/events",
    icon: <EventIcon />,
    text: "Create, edit and publish your events.",
  },
  {
    title: "Guests",
    to: "/dashboard/guests",
    icon: <PeopleIcon />,
    text: "Keep guest lists and track every RSVP.",
  },
  {
    title: "Invitations",
    to: "/dashboard/invitations",
    icon: <MailIcon />,
    text: "Design and send invitations by e-mail, WhatsApp or link.",
  },
  // The feed lives inside each event, so the tile opens the events list to choose one.
  {
    title: "Event Feed",
    to: "/dashboard/events",
    icon: <DynamicFeedIcon />,
    text: "Post updates and announcements for your guests.",
  },
  {
    title: "Gallery",
    to: "/dashboard/gallery",
    icon: <PhotoLibraryIcon />,
    text: "Upload and share the photos of your events.",
  },
  {
    title: "Payments",
    to: "/dashboard/payments",
    icon: <PaymentsIcon />,
    text: "Buy packages and see your payment history.",
  },
];

const figureSx = { fontWeight: 800, fontSize: "1.25rem", color: "text.primary", mb: 0.5 } as const;

/** The six tiles; while the summary loads (`loading`), each figure's line is held by a placeholder. */
export function DashboardTiles({
  summary,
  loading = false,
}: {
  summary?: DashboardSummary;
  loading?: boolean;
}) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {tiles.map((tile) => (
        <Grid key={tile.title} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card variant="outlined" sx={{ height: "100%" }}>
            <CardActionArea component={RouterLink} to={tile.to} sx={{ height: "100%", p: 2.5 }}>
              <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    display: "grid",
                    placeItems: "center",
                    width: 48,
                    height: 48,
                    borderRadius: 2.5,
                    color: "#ffffff",
                    background: "linear-gradient(135deg, #d6246e 0%, #7b3fe4 100%)",
                  }}
                >
                  {tile.icon}
                </Box>
                <Box>
                  <Typography component="h2" variant="h6" sx={{ lineHeight: 1.3, mb: 0.5 }}>
                    {tile.title}
                  </Typography>
                  {loading ? (
                    <Typography sx={figureSx}>
                      <Skeleton width="8em" />
                    </Typography>
                  ) : (
                    figureOf(tile.title, summary) && (
                      <Typography sx={figureSx}>{figureOf(tile.title, summary)}</Typography>
                    )
                  )}
                  <Typography variant="body2" sx={{ color: "text.secondary" }}>
                    {tile.text}
                  </Typography>
                </Box>
              </Box>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
