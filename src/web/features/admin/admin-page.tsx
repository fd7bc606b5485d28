import Typography from "@mui/material/Typography";
import { Navigate, useSearchParams } from "react-router";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { SectionTabs } from "../../components/section-tabs.tsx";
import { useCurrentUser } from "../../lib/current-user.ts";
import { AdminDashboardTab } from "./admin-dashboard-tab.tsx";
import { AdminNewsTab } from "./admin-news-tab.tsx";
import { AdminSystemTab } from "./admin-system-tab.tsx";
import { AdminTemplatesTab } from "./admin-templates-tab.tsx";
import { AdminUsersTab } from "./admin-users-tab.tsx";

const tabs = [
  { value: "dashboard", label: "Dashboard" },
  { value: "templates", label: "Templates" },
  { value: "users", label: "Users" },
  { value: "news", label: "News" },
  { value: "system", label: "System" },
] as const;
type TabValue = (typeof tabs)[number]["value"];

function tabOf(value: string | null): TabValue {
  return tabs.find((t) => t.value === value)?.value ?? "dashboard";
}

/** /dashboard/admin: for admins only (the server refuses the others too); the tab is kept in the URL. */
export default function AdminPage() {
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get("tab"));

  if (!user?.isAdmin) return <Navigate to="/dashboard" replace />;

  return (
    <DashboardPage width={1200} tabTitle="Admin Panel">
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Admin Panel
      </Typography>
      <SectionTabs
        idPrefix="admin"
        label="Admin sections"
        tabs={tabs}
        value={tab}
        onChange={(next) => setSearchParams(next === "dashboard" ? {} : { tab: next }, { replace: true })}
      >
        {tab === "dashboard" && <AdminDashboardTab name={user.name || "Admin"} />}
        {tab === "templates" && <AdminTemplatesTab />}
        {tab === "users" && <AdminUsersTab selfId={user.id} />}
        {tab === "news" && <AdminNewsTab />}
        {tab === "system" && <AdminSystemTab />}
      </SectionTabs>
    </DashboardPage>
  );
}
