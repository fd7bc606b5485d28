import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LinkButton } from "../../components/link-button.tsx";

const highlights = [
  "Guests RSVP from one link, no app or account needed",
  "Invitations by e-mail, WhatsApp or shareable link",
  "Live guest counts, meal choices and +1s",
  "One shared gallery for every photo of the day",
  "Simple per-event packages, paid in rupees",
];

const stats = [
  { value: "10K+", label: "Events created" },
  { value: "50K+", label: "Active users" },
  { value: "97%", label: "Satisfaction rate" },
  { value: "12", label: "Industry awards" },
];

const outlinedOnDark = {
  color: "#ffffff",
  borderColor: "rgba(255, 255, 255, 0.7)",
  "&:hover": { borderColor: "#ffffff", bgcolor: "rgba(255, 255, 255, 0.08)" },
} as const;

export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: "relative",
        overflow: "hidden",
        color: "#ffffff",
        background: "linear-gradient(135deg, #1a2a4f 0%, #2b2a6e 55%, #3d2a8a 100%)",
        pt: { xs: 6, md: 10 },
        pb: { xs: 6, md: 8 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: "absolute",
          width: 420,
          height: 420,
          borderRadius: "50%",
          right: -120,
          top: -160,
          background: "radial-gradient(circle, rgba(214, 36, 110, 0.45) 0%, rgba(214, 36, 110, 0) 70%)",
        }}
      />
      <Container maxWidth="lg" sx={{ position: "relative" }}>
        <Grid container spacing={{ xs: 5, md: 6 }} sx={{ alignItems: "center" }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography
              sx={{
                fontWeight: 700,
                letterSpacing: "0.08em",
                textTransform: "uppercase",
                color: "#ffb3d1",
                mb: 2,
              }}
            >
              Event hosting, made in Bangalore
            </Typography>
            <Typography id="hero-title" variant="h2" component="h1" sx={{ mb: 2.5, lineHeight: 1.1 }}>
              Plan it, invite everyone, and enjoy the day.
            </Typography>
            <Typography
              sx={{
                fontSize: { xs: "1.05rem", md: "1.2rem" },
                color: "rgba(255, 255, 255, 0.88)",
                mb: 4,
                maxWidth: 560,
              }}
            >
              EventHub brings your guest list, invitations, RSVPs, photos, venue details and payments
              together, so weddings, birthdays and corporate events come together without the chaos.
            </Typography>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
              {signedIn ? (
                <LinkButton to="/dashboard" variant="contained" color="secondary" size="large">
                  Go to Dashboard
                </LinkButton>
              ) : (
                <>
                  <LinkButton to="/register" variant="contained" color="secondary" size="large">
                    Get Started
                  </LinkButton>
                  <LinkButton to="/login" size="large" sx={outlinedOnDark}>
                    Login
                  </LinkButton>
                </>
              )}
            </Stack>
          </Grid>

          <Grid size={{ xs: 12, md: 5 }}>
            <Paper elevation={8} sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 4 }}>
              <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
                Everything in one place
              </Typography>
              <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
                The tools professional planners rely on, simple enough for your first party.
              </Typography>
              <List dense disablePadding>
                {highlights.map((text) => (
                  <ListItem key={text} disableGutters>
                    <ListItemIcon sx={{ minWidth: 34 }}>
                      <CheckCircleIcon sx={{ color: "accent.main" }} fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={text} />
                  </ListItem>
                ))}
              </List>
            </Paper>
          </Grid>
        </Grid>

        <Box
          component="dl"
          sx={{
            mt: { xs: 5, md: 8 },
            mb: 0,
            display: "grid",
            gridTemplateColumns: { xs: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
            gap: 2,
          }}
        >
          {stats.map((s) => (
            <Box
              key={s.label}
              sx={{
                display: "flex",
                flexDirection: "column-reverse",
                textAlign: "center",
                py: 2,
                borderRadius: 3,
                bgcolor: "rgba(255, 255, 255, 0.08)",
              }}
            >
              <Typography component="dt" sx={{ color: "rgba(255, 255, 255, 0.85)" }}>
                {s.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontSize: { xs: "1.75rem", md: "2.25rem" }, fontWeight: 800 }}
              >
                {s.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
