import ConfirmationNumberIcon from "@mui/icons-material/ConfirmationNumber";
import EventIcon from "@mui/icons-material/Event";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import MailIcon from "@mui/icons-material/Mail";
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import PlaceIcon from "@mui/icons-material/Place";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import { IconFeature } from "../../components/icon-feature.tsx";
import { CardGridSection } from "./card-grid-section.tsx";

const services = [
  {
    title: "Event Creation",
    icon: <EventIcon />,
    text: "Set up an event in three quick steps: the details, the date and place, then a preview. Publish it on a public page or keep it private.",
  },
  {
    title: "Guest Management & RSVP Tracking",
    icon: <HowToRegIcon />,
    text: "Import guests from a spreadsheet, group them as family, friends or VIPs, and watch confirmations, +1s and meal choices arrive live.",
  },
  {
    title: "Photo Galleries & Media",
    icon: <PhotoLibraryIcon />,
    text: "Collect every photo of the day in one gallery. Guests can add their own shots and you decide what stays.",
  },
  {
    title: "Digital Invitations",
    icon: <MailIcon />,
    text: "Beautiful templates for weddings, birthdays and corporate events, sent by e-mail, WhatsApp or a link, now or on a schedule.",
  },
  {
    title: "Payments & Ticketing",
    icon: <ConfirmationNumberIcon />,
    text: "Unlock bigger guest lists and galleries with simple per-event packages, paid securely in rupees with a receipt every time.",
  },
  {
    title: "Venue Management",
    icon: <PlaceIcon />,
    text: "Find and book the right venue, or manage your own: keep address, facilities, parking and contacts with the event and send guests straight to directions.",
  },
];

export function ServicesSection() {
  return (
    <CardGridSection
      id="services-title"
      title="Everything your event needs"
      lead="Six services that work together, from the first save-the-date to the last photo."
      leadWidth={680}
    >
      {services.map((s) => (
        <Grid key={s.title} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card
            variant="outlined"
            sx={{
              height: "100%",
              transition: "transform 150ms ease, box-shadow 150ms ease",
              "&:hover": { transform: "translateY(-2px)", boxShadow: 4 },
            }}
          >
            <CardContent sx={{ p: 3 }}>
              <IconFeature icon={s.icon} title={s.title} text={s.text} badge="bold" />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </CardGridSection>
  );
}
