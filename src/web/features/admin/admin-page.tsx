import Typography from "@mui/material/Typography";
import { Navigate } from "react-router";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { SectionTabs } from "../../components/section-tabs.tsx";
import { useCurrentUser } from "../../lib/current-user.ts";
import { useUrlTab } from "../../lib/use-url-tab.ts";
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

/** /dashboard/admin: for admins only (the server refuses the others too); the tab is kept in the URL. */
export default function AdminPage() {
  const { user } = useCurrentUser();
  const [tab, setTab] = useUrlTab(tabs);

  if (!user?.isAdmin) return <Navigate to="/dashboard" replace />;

  return (
    <DashboardPage width={1200} tabTitle="Admin Panel">
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Admin Panel
      </Typography>
      <SectionTabs idPrefix="admin" label="Admin sections" tabs={tabs} value={tab} onChange={setTab}>
        {tab === "dashboard" && <AdminDashboardTab name={user.name || "Admin"} />}
        {tab === "templates" && <AdminTemplatesTab />}
        {tab === "users" && <AdminUsersTab selfId={user.id} />}
        {tab === "news" && <AdminNewsTab />}
        {tab === "system" && <AdminSystemTab />}
      </SectionTabs>
    </DashboardPage>
  );
}
