import { useSearchParams } from "react-router";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { SectionTabs } from "../../components/section-tabs.tsx";
import { useUrlTab } from "../../lib/use-url-tab.ts";
import { InvitationListTab } from "./invitation-list-tab.tsx";
import { TemplatesTab } from "./templates-tab.tsx";

const tabs = [
  { value: "all", label: "All Invitations" },
  { value: "templates", label: "Templates" },
] as const;

/** /dashboard/invitations: the host's invitations and the templates, one tab each (tab kept in the URL). */
export default function InvitationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, choose] = useUrlTab(tabs);
  const eventId = searchParams.get("eventId");

  function chooseEvent(id: string | null) {
    const params = new URLSearchParams(searchParams);
    if (id) params.set("eventId", id);
    else params.delete("eventId");
    setSearchParams(params, { replace: true });
  }

  return (
    <DashboardPage
      width={1280}
      tabTitle={tab === "templates" ? "Invitation Templates" : "Invitations"}
      title="Invitations"
      subtitle="Design invitations, send them by e-mail, WhatsApp or link, and see who replied."
    >
      <SectionTabs
        idPrefix="invitations"
        label="Invitations sections"
        tabs={tabs}
        value={tab}
        onChange={choose}
      >
        {tab === "all" ? (
          <InvitationListTab eventId={eventId} onEventChange={chooseEvent} />
        ) : (
          <TemplatesTab eventId={eventId} />
        )}
      </SectionTabs>
    </DashboardPage>
  );
}
