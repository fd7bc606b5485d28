import type { ReactNode } from "react";
import { SectionCard } from "../../components/section-card.tsx";

/** One titled card of a profile tab. */
export function ProfileSection(props: { title: string; intro?: ReactNode; children: ReactNode }) {
  return <SectionCard {...props} headingGap={2} />;
}
