import type { ReactNode } from "react";
import { DashboardPage } from "../../components/dashboard-page.tsx";

type Props = {
  title: string;
  subtitle?: string;
  /** The event's guest list, where the back arrow leads. */
  listPath: string;
  children: ReactNode;
};

/** The frame of the Add Guest and Edit Guest screens: one form wide, the way back to the list. */
export function GuestFormPage({ title, subtitle, listPath, children }: Props) {
  return (
    <DashboardPage
      width={880}
      rowFrom="md"
      title={title}
      subtitle={subtitle}
      back={{ to: listPath, label: "Back to the guest list" }}
    >
      {children}
    </DashboardPage>
  );
}
