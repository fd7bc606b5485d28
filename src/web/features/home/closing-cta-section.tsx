import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";

export function ClosingCtaSection({ signedIn }: { signedIn: boolean }) {
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ pb: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 4,
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 7 },
            textAlign: "center",
            color: "#ffffff",
            background: "linear-gradient(120deg, #b81d5e 0%, #7b3fe4 100%)",
          }}
        >
          <Typography id="cta-title" variant="h4" component="h2" sx={{ mb: 1.5, fontWeight: 800 }}>
            Your next event starts here
          </Typography>
          <Typography sx={{ mb: 4, maxWidth: 560, mx: "auto", fontSize: { md: "1.1rem" } }}>
            Create a free account in under a minute. Add your first event, invite your guests, and see the
            replies roll in.
          </Typography>
          <Button
            component={RouterLink}
            to={signedIn ? "/dashboard/events/create" : "/register"}
            variant="contained"
            size="large"
            sx={{ bgcolor: "#ffffff", color: "primary.main", "&:hover": { bgcolor: "#f1ecfd" } }}
          >
            {signedIn ? "Create an Event" : "Create your free account"}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
