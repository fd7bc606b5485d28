import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { StaticPage } from "../../components/static-page.tsx";
import { StaticSection } from "../../components/static-section.tsx";

const rights = [
  {
    title: "Right of access",
    body: 'You can ask what personal data we hold about you, why we hold it and who we have shared it with, and receive a copy. Signed-in hosts see almost everything in the dashboard, and "Download my data" under Profile → Your Data gives a copy of all of it at once.',
  },
  {
    title: "Right to rectification",
    body: "If something we hold about you is wrong or incomplete, you can correct it. You can edit your name, e-mail, phone and photo in your profile; guests can ask the host, or us, to correct their details.",
  },
  {
    title: "Right to erasure",
    body: "You can ask us to delete your personal data. Deleting your account from your profile removes your events, guest lists, invitations and photos from the live service at once and from backups within 30 days. We keep only what the law obliges us to keep, such as payment records for tax purposes, with your name and e-mail removed. A guest can remove their own details from a host's guest list at the bottom of their personal reply page.",
  },
  {
    title: "Right to restriction of processing",
    body: "While we check a complaint about the accuracy of your data, or if you object to how we use it, you can ask us to keep the data but stop using it, except to store it or defend legal claims.",
  },
  {
    title: "Right to data portability",
    body: "You can download the data you gave us, such as your events and guest lists, in a common machine-readable format (CSV and JSON, with your uploaded files, in one ZIP from Profile → Your Data), so you can take it to another service.",
  },
];

export default function DataProtectionPage() {
  return (
    <StaticPage
      title="Data Protection"
      subtitle="Last updated: May 2, 2024"
      lead="Hosts trust us with their guests' names, e-mails and phone numbers. Here is how we protect that data, the rights you have over it, and what we do if something goes wrong."
    >
      <StaticSection title="Our commitment">
        <p>
          EventHub processes personal data lawfully, fairly and only for the purposes we have told you about.
          We follow India's Digital Personal Data Protection Act, 2023, and we apply the same standard to
          guests in other countries, including the rights given by the EU's GDPR.
        </p>
      </StaticSection>

      <StaticSection title="Your rights">
        <p>Select a right to read what it means and how to use it.</p>
        <Box sx={{ mt: 2 }}>
          {rights.map((right) => (
            <Accordion
              key={right.title}
              disableGutters
              variant="outlined"
              sx={{ "&:not(:last-of-type)": { borderBottom: 0 } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {right.title}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography>{right.body}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </StaticSection>

      <StaticSection title="How to make a request">
        <p>
          Write to <Link href="mailto:support@eventhub.example">support@eventhub.example</Link> from the
          e-mail address on your account, or call +91 80 4567 8900. We may ask you to confirm your identity
          before we act, so that no one else can get at your data. We answer within 30 days and do not charge
          for reasonable requests.
        </p>
      </StaticSection>

      <StaticSection title="How we keep data safe">
        <ul>
          <li>All traffic to EventHub is encrypted in transit.</li>
          <li>Passwords are stored only as salted hashes; we cannot read them.</li>
          <li>
            Every request is checked on our servers, so each host sees only their own events and guests.
          </li>
          <li>Uploaded photos are stripped of hidden location data before they are stored.</li>
          <li>Staff access to personal data is limited to what support and security need.</li>
        </ul>
      </StaticSection>

      <StaticSection title="Breach notification">
        <p>
          If a personal data breach happens, we contain it first. Where the breach is likely to put people's
          rights at risk, we notify the relevant data protection authority within 72 hours of becoming aware
          of it, and we tell affected users without undue delay: what happened, which data was involved, and
          what they can do to protect themselves.
        </p>
      </StaticSection>

      <StaticSection title="Complaints">
        <p>
          If you are unhappy with how we handled your data, please tell us first so we can put it right. You
          also have the right to complain to the Data Protection Board of India, or to the supervisory
          authority where you live.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
