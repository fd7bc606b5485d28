import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type Props = {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  lead: string;
  /** How wide the centred heading and lead may run, in pixels. */
  leadWidth: number;
  /** The cards, each in its own Grid item. */
  children: ReactNode;
};

/** A section of the home page: a centred heading and lead over a grid of cards. */
export function CardGridSection({ id, title, lead, leadWidth, children }: Props) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: "center", maxWidth: leadWidth, mx: "auto", mb: { xs: 4, md: 6 } }}>
          <Typography id={id} variant="h4" component="h2" sx={{ mb: 1.5, fontWeight: 800 }}>
            {title}
          </Typography>
          <Typography sx={{ color: "text.secondary", fontSize: { md: "1.1rem" } }}>{lead}</Typography>
        </Box>
        <Grid container spacing={3}>
          {children}
        </Grid>
      </Container>
    </Box>
  );
}
