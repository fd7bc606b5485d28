import type { GuestPage } from "../../../contract/guest-pages.ts";
import { ClosingCtaSection } from "./closing-cta-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { ServicesSection } from "./services-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { UpcomingEventsSection } from "./upcoming-events-section.tsx";

/** /: what EventHub does, and the next public events. Rendered on the server. */
export function HomePage({
  page,
  signedIn,
}: {
  page: Extract<GuestPage, { kind: "home" }>;
  signedIn: boolean;
}) {
  return (
    <>
      <HeroSection signedIn={signedIn} />
      <ServicesSection />
      <UpcomingEventsSection events={page.upcoming} />
      <TestimonialsSection />
      <ClosingCtaSection signedIn={signedIn} />
    </>
  );
}
