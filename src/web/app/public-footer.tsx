import FacebookIcon from "@mui/icons-material/Facebook";
import FavoriteIcon from "@mui/icons-material/Favorite";
import InstagramIcon from "@mui/icons-material/Instagram";
import LinkedInIcon from "@mui/icons-material/LinkedIn";
import MailIcon from "@mui/icons-material/MailOutlined";
import PhoneIcon from "@mui/icons-material/Phone";
import XIcon from "@mui/icons-material/X";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Divider from "@mui/material/Divider";
import Grid from "@mui/material/Grid";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

const socialLinks = [
  { label: "EventHub on Facebook", href: "https://www.facebook.com/eventhub", icon: <FacebookIcon /> },
  { label: "EventHub on X (Twitter)", href: "https://x.com/eventhub", icon: <XIcon /> },
  { label: "EventHub on Instagram", href: "https://www.instagram.com/eventhub", icon: <InstagramIcon /> },
  {
    label: "EventHub on LinkedIn",
    href: "https://www.linkedin.com/company/eventhub",
    icon: <LinkedInIcon />,
  },
];

const quickLinks = [
  { label: "Home", to: "/" },
  { label: "Events", to: "/events" },
  { label: "About Us", to: "/about-us" },
  { label: "Login", to: "/login" },
  { label: "Register", to: "/register" },
];

const legalLinks = [
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Cookie Policy", to: "/cookie-policy" },
  { label: "Data Protection", to: "/data-protection" },
];

const mutedText = "rgba(255, 255, 255, 0.82)";

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5, color: "#ffffff" }}>
      {children}
    </Typography>
  );
}

/** A way to reach the team: its icon, and the link that opens the mail or phone app. */
function ContactLine({ icon, href, children }: { icon: ReactNode; href: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      {icon}
      <Link href={href} underline="hover" sx={{ color: mutedText, "&:hover": { color: "#ffffff" } }}>
        {children}
      </Link>
    </Stack>
  );
}

function LinkList({
  id,
  label,
  links,
}: {
  id?: string;
  label: string;
  links: { label: string; to: string }[];
}) {
  return (
    <Box component="nav" id={id} aria-label={label} sx={{ scrollMarginTop: 72 }}>
      <FooterHeading>{label}</FooterHeading>
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              component={RouterLink}
              to={link.to}
              underline="hover"
              sx={{ color: mutedText, "&:hover": { color: "#ffffff" } }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: "primary.main", color: "#ffffff", pt: { xs: 5, md: 7 }, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: "1.35rem", mb: 1 }}>
              EventHub
            </Typography>
            <Typography sx={{ color: mutedText, mb: 2, maxWidth: 320 }}>
              Create and manage beautiful events effortlessly.
            </Typography>
            <Stack direction="row" spacing={0.5}>
              {socialLinks.map((s) => (
                <IconButton
                  key={s.href}
                  component="a"
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  sx={{
                    color: "#ffffff",
                    bgcolor: "rgba(255, 255, 255, 0.08)",
                    "&:hover": { bgcolor: "rgba(255, 255, 255, 0.18)" },
                  }}
                >
                  {s.icon}
                </IconButton>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <LinkList id="site-navigation" label="Quick Links" links={quickLinks} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <LinkList label="Legal" links={legalLinks} />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FooterHeading>Contact Us</FooterHeading>
            <Stack spacing={1.25} component="address" sx={{ fontStyle: "normal" }}>
              <ContactLine
                icon={<MailIcon fontSize="small" aria-hidden />}
                href="mailto:support@eventhub.example"
              >
                support@eventhub.example
              </ContactLine>
              <ContactLine icon={<PhoneIcon fontSize="small" aria-hidden />} href="tel:+918045678900">
                +91 80 4567 8900
              </ContactLine>
              <Typography variant="body2" sx={{ color: mutedText }}>
                Bangalore, Karnataka, India
              </Typography>
            </Stack>
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: "rgba(255, 255, 255, 0.16)", my: 4 }} />
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ justifyContent: "space-between", alignItems: { xs: "flex-start", sm: "center" } }}
        >
          <Typography variant="body2" sx={{ color: mutedText }}>
            © {year} EventHub. All rights reserved.
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: mutedText, display: "inline-flex", alignItems: "center", gap: 0.75 }}
          >
            Made with love for event planners
            <FavoriteIcon aria-hidden sx={{ fontSize: 16, color: "#ff8ab8" }} />
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
