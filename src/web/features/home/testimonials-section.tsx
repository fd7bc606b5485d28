import FormatQuoteIcon from "@mui/icons-material/FormatQuote";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Rating from "@mui/material/Rating";
import Typography from "@mui/material/Typography";
import { CardGridSection } from "./card-grid-section.tsx";

// Sample quotes, as the marketing page has always shown; not live reviews.
const testimonials = [
  {
    quote:
      "My sister's wedding had 600 guests across three functions. Everyone replied through their own link, and the caterer had final numbers three days early. I have never been this calm the week before a wedding.",
    name: "Priya Sharma",
    role: "Wedding planner, Mumbai",
    rating: 5,
  },
  {
    quote:
      "Our annual partner summit used to need a spreadsheet per city. Now invitations, registrations and the photo gallery live in one dashboard, and the whole team works from the same numbers.",
    name: "Rahul Menon",
    role: "Corporate events manager, Bangalore",
    rating: 5,
  },
  {
    quote:
      "I organised my son's seventh birthday in one evening. Parents replied straight from WhatsApp, and thanks to the shared gallery nobody had to chase photos afterwards.",
    name: "Ananya Iyer",
    role: "Birthday host, Pune",
    rating: 4,
  },
];

export function TestimonialsSection() {
  return (
    <CardGridSection
      id="testimonials-title"
      title="Loved by hosts across India"
      lead="Planners, office teams and parents tell us what changed when they switched to EventHub."
      leadWidth={640}
    >
      {testimonials.map((t) => (
        <Grid key={t.name} size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ height: "100%" }}>
            {/* The figure inside the card: its figcaption must be the figure's own child. */}
            <CardContent
              component="figure"
              sx={{ m: 0, p: 3, display: "flex", flexDirection: "column", height: "100%" }}
            >
              <FormatQuoteIcon aria-hidden sx={{ fontSize: 40, color: "secondary.main", mb: 1 }} />
              <Rating value={t.rating} readOnly sx={{ mb: 2 }} />
              <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
                <Typography sx={{ lineHeight: 1.7 }}>{t.quote}</Typography>
              </Box>
              <Box component="figcaption" sx={{ mt: 3 }}>
                <Typography sx={{ fontWeight: 700 }}>{t.name}</Typography>
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {t.role}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </CardGridSection>
  );
}
