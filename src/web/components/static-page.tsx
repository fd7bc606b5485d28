import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { HeroBand } from "./hero-band.tsx";

type Props = {
  title: string;
  /** Shown under the heading, e.g. "Last updated: May 2, 2024". */
  subtitle?: string;
  /** A short lead paragraph above the content card. */
  lead?: ReactNode;
  children: ReactNode;
};

/** A readable text page: Home breadcrumb, heading, and the content in one card. */
export function StaticPage({ title, subtitle, lead, children }: Props) {
  return (
    <>
      <title>{`${title} · EventHub`}</title>
      <HeroBand maxWidth="md" pt={{ xs: 3, md: 5 }} pb={{ xs: 6, md: 9 }}>
        <Breadcrumbs
          aria-label="Breadcrumb"
          separator={<NavigateNextIcon fontSize="small" />}
          sx={{ color: "rgba(255, 255, 255, 0.82)", mb: 2 }}
        >
          <Link component={RouterLink} to="/" sx={{ color: "#ffffff" }} underline="always">
            Home
          </Link>
          <Typography aria-current="page" sx={{ color: "rgba(255, 255, 255, 0.9)" }}>
            {title}
          </Typography>
        </Breadcrumbs>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        {subtitle && <Typography sx={{ mt: 1, color: "rgba(255, 255, 255, 0.85)" }}>{subtitle}</Typography>}
        {lead && (
          <Typography
            sx={{ mt: 2, fontSize: { md: "1.15rem" }, maxWidth: 720, color: "rgba(255, 255, 255, 0.92)" }}
          >
            {lead}
          </Typography>
        )}
      </HeroBand>
      <Container maxWidth="md" sx={{ mt: { xs: -4, md: -6 }, pb: { xs: 5, md: 8 } }}>
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 2.5, sm: 4, md: 5 },
            borderRadius: 3,
            "& p": { lineHeight: 1.7 },
            "& li": { lineHeight: 1.7, mb: 0.5 },
          }}
        >
          {children}
        </Paper>
      </Container>
    </>
  );
}
