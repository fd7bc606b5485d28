import Alert from "@mui/material/Alert";
import Skeleton from "@mui/material/Skeleton";
import { useSearchParams } from "react-router";
import { emailInUseCode, profileMessages } from "../../../contract/profile.ts";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { SectionTabs } from "../../components/section-tabs.tsx";
import { useProfile } from "../../lib/use-profile.ts";
import { NotificationsTab } from "./notifications-tab.tsx";
import { PersonalInfoTab } from "./personal-info-tab.tsx";
import { SecurityTab } from "./security-tab.tsx";
import { YourDataTab } from "./your-data-tab.tsx";

const tabs = [
  { value: "personal", label: "Personal Info" },
  { value: "notifications", label: "Notifications" },
  { value: "security", label: "Security" },
  { value: "data", label: "Your Data" },
] as const;
type TabValue = (typeof tabs)[number]["value"];

const tabOf = (value: string | null): TabValue => tabs.find((t) => t.value === value)?.value ?? "personal";

/** /dashboard/profile: the account's own settings, one tab each; the tab is kept in the URL. */
export default function ProfilePage() {
  const profile = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get("tab"));
  // A confirmation link that failed comes back here too, with the reason in `error`.
  const linkError = searchParams.get("error");
  const emailChanged = !linkError && searchParams.get("email") === "changed";

  return (
    <DashboardPage width={900} title="Profile" subtitle="Your details, notifications, security and data.">
      {linkError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {linkError === emailInUseCode ? profileMessages.emailInUse : profileMessages.emailLinkFailed}
        </Alert>
      )}
      {emailChanged && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Your e-mail address has been changed.
        </Alert>
      )}
      <SectionTabs
        idPrefix="profile"
        label="Profile sections"
        tabs={tabs}
        value={tab}
        onChange={(next) => setSearchParams(next === "personal" ? {} : { tab: next }, { replace: true })}
      >
        {profile.isError ? (
          <ErrorAlert message="Failed to load data" />
        ) : !profile.data ? (
          <Skeleton variant="rounded" height={240} aria-label="Loading your profile" />
        ) : (
          <>
            {tab === "personal" && <PersonalInfoTab profile={profile.data} />}
            {tab === "notifications" && <NotificationsTab preferences={profile.data.preferences} />}
            {tab === "security" && <SecurityTab />}
            {tab === "data" && <YourDataTab email={profile.data.email} />}
          </>
        )}
      </SectionTabs>
    </DashboardPage>
  );
}
