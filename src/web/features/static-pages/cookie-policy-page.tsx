import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { StaticPage } from "../../components/static-page.tsx";
import { StaticSection } from "../../components/static-section.tsx";

const storedItems = [
  {
    name: "Session cookie (better-auth.session_token)",
    purpose:
      "Set when you sign in. It proves to our server that you are signed in, so your dashboard and events stay private to you.",
    duration:
      "Until you sign out, or at most 7 days of inactivity. If you untick 'Remember me', it ends when you close your browser.",
  },
  {
    name: "Sign-in state cookie",
    purpose:
      "Set only while you sign in with Google, to protect the sign-in from being hijacked. It is removed when the sign-in finishes.",
    duration: "A few minutes.",
  },
  {
    name: "Offline changes (browser storage, not a cookie)",
    purpose:
      "If you lose your connection while working in the dashboard, your changes wait here and are sent when you are back online.",
    duration: "Until the changes have been sent.",
  },
];

export default function CookiePolicyPage() {
  return (
    <StaticPage
      title="Cookie Policy"
      subtitle="Last updated: May 2, 2024"
      lead="EventHub uses as few cookies as possible: only the ones needed to keep you signed in and your account safe. No advertising or tracking cookies."
    >
      <StaticSection title="What cookies are">
        <p>
          Cookies are small text files that a website stores in your browser. They let the site recognise your
          browser on the next request, for example to know that you are already signed in.
        </p>
      </StaticSection>

      <StaticSection title="The cookies and storage EventHub uses">
        <Stack spacing={2} component="ul" sx={{ listStyle: "none", p: "0 !important", m: 0 }}>
          {storedItems.map((item) => (
            <Box
              component="li"
              key={item.name}
              sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 2, mb: "0 !important" }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {item.name}
                </Typography>
                <Chip label="Essential" size="small" color="primary" />
              </Stack>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {item.purpose}
              </Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                Kept for: {item.duration}
              </Typography>
            </Box>
          ))}
        </Stack>
        <p>
          We do not use analytics, advertising or social-media cookies, and no third party sets cookies
          through EventHub pages.
        </p>
      </StaticSection>

      <StaticSection title="Managing your cookie choices">
        <p>
          Cookie choices are managed in the Cookie Consent Manager. Essential cookies cannot be rejected,
          because without them you could not sign in or keep your account secure. As every cookie EventHub
          sets today is essential, there is nothing optional to switch on or off. If we ever add an optional
          cookie, it will stay off until you turn it on in the Cookie Consent Manager, and we will update this
          page first.
        </p>
        <p>
          You can also delete or block cookies in your browser's settings. If you block the session cookie,
          you can still browse public events and pages, but you will not be able to sign in.
        </p>
      </StaticSection>

      <StaticSection title="More information">
        <p>
          Read how we handle personal data in our{" "}
          <Link component={RouterLink} to="/privacy-policy">
            Privacy Policy
          </Link>
          , or write to <Link href="mailto:support@eventhub.example">support@eventhub.example</Link> with any
          question.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
