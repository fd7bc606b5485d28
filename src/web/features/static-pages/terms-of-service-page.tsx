import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { StaticPage } from "../../components/static-page.tsx";
import { StaticSection } from "../../components/static-section.tsx";

export default function TermsOfServicePage() {
  return (
    <StaticPage
      title="Terms of Service"
      subtitle="Last updated: May 2, 2024"
      lead="These terms are the agreement between you and EventHub when you use our website and services to plan events, invite guests and collect RSVPs. Please read them; they are written to be understood."
    >
      <StaticSection title="1. Who we are and what these terms cover">
        <p>
          EventHub is an online event-hosting service operated from Bangalore, India. These terms apply to
          everyone who uses EventHub: hosts who create an account and manage events, and guests who open an
          invitation or reply to an RSVP link. By creating an account or using the service you agree to them.
        </p>
      </StaticSection>

      <StaticSection title="2. Your account">
        <ul>
          <li>
            You must be at least 18 years old, or have a parent's or guardian's permission, to create an
            account.
          </li>
          <li>
            Give accurate details and keep your password to yourself. You are responsible for what happens
            under your account.
          </li>
          <li>
            Tell us at once at <Link href="mailto:support@eventhub.example">support@eventhub.example</Link> if
            you think someone else has used your account.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="3. Hosting events">
        <p>
          As a host you decide what goes into your events: titles, dates, venues, guest lists, invitations,
          posts and photos. You confirm that you have the right to share that content and that the people on
          your guest list expect to hear from you about the event. Do not add people who have asked not to be
          contacted.
        </p>
        <p>
          Events marked public can be seen by anyone on the public events page. Private events are visible
          only to you and to guests who receive a personal link.
        </p>
      </StaticSection>

      <StaticSection title="4. Guests and RSVP links">
        <p>
          Guests can reply to an invitation through a personal link without creating an account. A reply, meal
          choice or note a guest gives is shared with the host of that event. Anyone holding a personal link
          can use it, so hosts should send links only to the intended guest.
        </p>
      </StaticSection>

      <StaticSection title="5. Your content">
        <p>
          You keep ownership of the content you upload. You give EventHub a limited licence to store, resize,
          display and send that content only so that we can run the service for you and your guests, for
          example to show photos in your event gallery or to deliver an invitation e-mail. The licence ends
          when you delete the content or your account, except for copies in backups that expire on schedule.
        </p>
      </StaticSection>

      <StaticSection title="6. Acceptable use">
        <p>You agree not to use EventHub to:</p>
        <ul>
          <li>send spam, or invitations to people who have not agreed to hear from you;</li>
          <li>
            upload content that is unlawful, hateful, sexually explicit, or that infringes someone else's
            rights;
          </li>
          <li>sell tickets or collect money for events that do not exist or that you cannot deliver;</li>
          <li>try to access another person's account or data, or disrupt or overload the service.</li>
        </ul>
        <p>We may remove content or suspend accounts that break these rules, and we will tell you why.</p>
      </StaticSection>

      <StaticSection title="7. Packages and payments">
        <p>
          Paid packages (Basic, Premium and Deluxe) are bought per event and priced in Indian rupees,
          including applicable taxes. Payments are processed by our payment partner; EventHub never sees or
          stores your full card or UPI details. A package's limits, such as the number of guests and photos,
          apply to the event it was bought for. If you bought a package by mistake and have not used it, write
          to us within 7 days and we will refund it.
        </p>
      </StaticSection>

      <StaticSection title="8. Availability and changes to the service">
        <p>
          We work hard to keep EventHub running, but we cannot promise it will always be available or free of
          errors. We may improve, change or retire features. If we retire a feature you paid for, we will
          offer a fair alternative or a pro-rata refund.
        </p>
      </StaticSection>

      <StaticSection title="9. Changes to these terms">
        <p>
          When we make a material change to these terms, we will tell you by e-mail and in your dashboard at
          least 30 days before it takes effect, so you have time to review it. If you keep using EventHub
          after that date, the new terms apply; if you do not agree, you can close your account before then.
        </p>
      </StaticSection>

      <StaticSection title="10. Closing your account">
        <p>
          You can delete your account at any time from your profile. We delete your events, guest lists and
          photos as described in our{" "}
          <Link component={RouterLink} to="/privacy-policy">
            Privacy Policy
          </Link>
          . We may close an account that seriously or repeatedly breaks these terms, after giving notice where
          the law allows.
        </p>
      </StaticSection>

      <StaticSection title="11. Liability">
        <p>
          EventHub is a tool to help you organise events; the events themselves are the responsibility of
          their hosts. To the extent the law allows, we are not liable for indirect losses, and our total
          liability to you is limited to the amount you paid us in the 12 months before the claim. Nothing in
          these terms limits rights you have under Indian consumer protection law.
        </p>
      </StaticSection>

      <StaticSection title="12. Governing law and contact">
        <p>
          These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have
          jurisdiction. Questions about these terms are welcome at{" "}
          <Link href="mailto:support@eventhub.example">support@eventhub.example</Link> or +91 80 4567 8900.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
