import FavoriteIcon from "@mui/icons-material/Favorite";
import HandshakeIcon from "@mui/icons-material/Handshake";
import LightbulbIcon from "@mui/icons-material/Lightbulb";
import VerifiedIcon from "@mui/icons-material/Verified";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { IconFeature } from "../../components/icon-feature.tsx";
import { StaticPage } from "../../components/static-page.tsx";
import { StaticSection } from "../../components/static-section.tsx";

const values = [
  {
    title: "Innovation",
    icon: <LightbulbIcon />,
    text: "We keep looking for the simpler way: RSVP links that need no account, invitations on WhatsApp, live guest counts on the day.",
  },
  {
    title: "Reliability",
    icon: <VerifiedIcon />,
    text: "An event happens once. Invitations must arrive, guest lists must be right and the check-in must work, every time.",
  },
  {
    title: "User-Centric",
    icon: <FavoriteIcon />,
    text: "We build for the person holding the guest list at midnight before the wedding, and for the guest replying from a phone.",
  },
  {
    title: "Integrity",
    icon: <HandshakeIcon />,
    text: "Your guests' details are yours. We never sell data, we say plainly what we store, and we charge only for what you use.",
  },
];

const achievements = [
  { value: "10K+", label: "Events created" },
  { value: "50K+", label: "Active users" },
  { value: "97%", label: "Satisfaction rate" },
  { value: "12", label: "Industry awards" },
];

export default function AboutUsPage() {
  return (
    <StaticPage
      title="About Us"
      lead="EventHub helps people across India plan weddings, birthdays, conferences and community gatherings without spreadsheets, scattered messages and last-minute panic."
    >
      <StaticSection title="Our Story">
        <p>
          EventHub was founded in 2021 and started in Bangalore. Our founders had spent a year helping friends
          and family organise weddings and office events, and every time the same things went wrong: guest
          lists lived in three spreadsheets, RSVPs came back by phone, text and word of mouth, and nobody
          could find the photos afterwards.
        </p>
        <p>
          So we built one place for all of it. A host creates the event, invites guests by e-mail, WhatsApp or
          a simple link, sees replies come in as they happen, and shares the day's photos with everyone who
          was there. What began as a tool for a handful of Bangalore planners is now used by wedding planners,
          corporate event teams and birthday hosts all over the country.
        </p>
      </StaticSection>

      <StaticSection title="Our Values">
        <Grid container spacing={2}>
          {values.map((v) => (
            <Grid key={v.title} size={{ xs: 12, sm: 6 }}>
              <Box sx={{ height: "100%", border: 1, borderColor: "divider", borderRadius: 2, p: 2.5 }}>
                <IconFeature icon={v.icon} title={v.title} text={v.text} badge="soft" />
              </Box>
            </Grid>
          ))}
        </Grid>
      </StaticSection>

      <StaticSection title="Our Achievements">
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {achievements.map((a) => (
            <Grid
              key={a.label}
              size={{ xs: 6, md: 3 }}
              sx={{
                textAlign: "center",
                py: 2.5,
                borderRadius: 2,
                bgcolor: "rgba(26, 42, 79, 0.04)",
                display: "flex",
                flexDirection: "column-reverse",
              }}
            >
              <Typography component="dt" variant="body2" sx={{ color: "text.secondary", fontWeight: 600 }}>
                {a.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontSize: "2rem", fontWeight: 800, color: "secondary.main" }}
              >
                {a.value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </StaticSection>

      <StaticSection title="Our Vision">
        <p>
          A world where bringing people together is the easy part, so hosts can spend their energy on the
          moments that matter instead of on logistics.
        </p>
      </StaticSection>

      <StaticSection title="Our Mission">
        <p>
          To give every host, from a parent planning a first birthday to a team running a thousand-seat
          conference, simple and dependable tools to create events, invite guests, track RSVPs, share memories
          and manage venues and payments, all in one place, at a fair price.
        </p>
        <Button component={RouterLink} to="/register" variant="contained" color="secondary" sx={{ mt: 1 }}>
          Start planning for free
        </Button>
      </StaticSection>
    </StaticPage>
  );
}
