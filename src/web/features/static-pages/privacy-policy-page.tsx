import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { StaticPage } from "../../components/static-page.tsx";
import { StaticSection } from "../../components/static-section.tsx";

export default function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      subtitle="Last updated: May 2, 2024"
      lead="Your events involve other people's details, and we treat them with care. This policy explains what EventHub collects, why, how long we keep it, and the choices you have."
    >
      <StaticSection title="Who we are">
        <p>
          EventHub is an event-hosting service based in Bangalore, India. For the personal data described
          here, EventHub is the data fiduciary (controller). When a host adds guests to an event, the host
          decides why those guests are contacted, and we process the guests' details on the host's behalf.
        </p>
      </StaticSection>

      <StaticSection title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, password (stored only as a secure
            hash), and, if you add them, your phone number and profile photo. If you sign in with Google we
            receive your name, e-mail address and profile photo from Google.
          </li>
          <li>
            <strong>Event data:</strong> the events you create and everything attached to them, including
            guest lists, venues and preferences, invitations, feed posts, comments and gallery photos.
          </li>
          <li>
            <strong>Guest details:</strong> the names, e-mail addresses, phone numbers and categories that
            hosts enter or import for their guests.
          </li>
          <li>
            <strong>RSVP replies:</strong> guests who RSVP through a link can reply without an account. We
            keep their answer, party size, meal or dietary choices and any note they leave for the host.
          </li>
          <li>
            <strong>Payments:</strong> the package bought, the amount, and the order and payment references
            from our payment partner. We never receive or store full card numbers or UPI PINs.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps you signed in, and server logs (IP
            address, browser type, time of request) that we use to keep the service secure.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="Why we use it">
        <ul>
          <li>
            To run your account and the events you host, and to show guests the invitations sent to them.
          </li>
          <li>To send e-mails you ask for: invitations, reminders, RSVP updates and password resets.</li>
          <li>To process payments and keep the records that tax law requires.</li>
          <li>To protect the service and our users against fraud, abuse and security threats.</li>
          <li>
            To send product news, only if you have turned on marketing e-mails; you can turn them off at any
            time in your notification settings.
          </li>
        </ul>
        <p>We do not sell personal data, and we do not show advertising.</p>
      </StaticSection>

      <StaticSection title="Who we share it with">
        <p>
          Event details are shared with the guests of that event, and public events are visible to everyone.
          We use a small number of service providers to host data, deliver e-mail and process payments; they
          may use the data only to provide their service to us. We disclose data to authorities only when
          Indian law requires it.
        </p>
      </StaticSection>

      <StaticSection title="How long we keep it">
        <ul>
          <li>Account and event data: for as long as your account is open.</li>
          <li>
            After you delete an event or your account: removed from the live service at once and from backups
            within 30 days.
          </li>
          <li>Payment records: 8 years, as Indian tax law requires.</li>
          <li>Security logs: 90 days.</li>
        </ul>
      </StaticSection>

      <StaticSection title="Your rights">
        <p>
          You can see, correct, download and delete your data. Most of this you can do yourself in the
          dashboard; for anything else, write to us. Our{" "}
          <Link component={RouterLink} to="/data-protection">
            Data Protection
          </Link>{" "}
          page explains each right and how we handle requests. Guests who want their details removed can ask
          the host, or contact us directly.
        </p>
      </StaticSection>

      <StaticSection title="Security">
        <p>
          Data travels over encrypted connections, passwords are hashed, and every request is checked so that
          you only ever see your own events and the guests in them. Access by our staff is limited to what
          support and security require.
        </p>
      </StaticSection>

      <StaticSection title="Children">
        <p>
          EventHub is not meant for children under 18 to use on their own. Parents who host a child's party
          may add the child's name to a guest list; please share no more about children than the event needs.
        </p>
      </StaticSection>

      <StaticSection title="Changes and contact">
        <p>
          We will tell you by e-mail before any important change to this policy. Questions or requests go to{" "}
          <Link href="mailto:support@eventhub.example">support@eventhub.example</Link> or +91 80 4567 8900. We
          reply within 30 days. You can also read how we use cookies in our{" "}
          <Link component={RouterLink} to="/cookie-policy">
            Cookie Policy
          </Link>
          .
        </p>
      </StaticSection>
    </StaticPage>
  );
}
