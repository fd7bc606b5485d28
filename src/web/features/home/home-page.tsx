import { useCurrentUser } from "../../lib/current-user.ts";
import { ClosingCtaSection } from "./closing-cta-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { ServicesSection } from "./services-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { UpcomingEventsSection } from "./upcoming-events-section.tsx";

export default function HomePage() {
  const { user } = useCurrentUser();
  const signedIn = Boolean(user);
  return (
    <>
      <title>EventHub · Create and manage beautiful events effortlessly</title>
      <HeroSection signedIn={signedIn} />
      <ServicesSection />
      <UpcomingEventsSection />
      <TestimonialsSection />
      <ClosingCtaSection signedIn={signedIn} />
    </>
  );
}
