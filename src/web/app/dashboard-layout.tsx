import DashboardIcon from "@mui/icons-material/Dashboard";
import PersonIcon from "@mui/icons-material/Person";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import Toolbar from "@mui/material/Toolbar";
import { useEffect, useState } from "react";
import { Outlet } from "react-router";
import { CreateEventButton } from "../components/create-event-button.tsx";
import { SkipLink } from "../components/skip-link.tsx";
import { useCurrentUser } from "../lib/current-user.ts";
import { EventPageSections } from "../lib/event-page-sections.ts";
import { registerServiceWorker } from "../lib/offline/service-worker.ts";
import { useSavedTheme } from "../lib/use-profile.ts";
import { AccountMenu } from "./account-menu.tsx";
import { BrandLink } from "./brand-link.tsx";
import { DashboardNav } from "./dashboard-nav.tsx";
import { eventPageSections } from "./event-page-sections.ts";
import { MenuButton } from "./menu-button.tsx";
import { OfflineNotices } from "./offline-notices.tsx";
import { PendingChangesButton } from "./pending-changes-button.tsx";

const drawerWidth = 240;

const profileLinks = [
  { label: "Dashboard", to: "/dashboard", icon: <DashboardIcon fontSize="small" /> },
  { label: "Profile", to: "/dashboard/profile", icon: <PersonIcon fontSize="small" /> },
];

/** The signed-in shell: side navigation, a top bar with Create Event and the profile menu. */
export function DashboardLayout() {
  const { user } = useCurrentUser();
  const [mobileOpen, setMobileOpen] = useState(false);
  useSavedTheme();
  // Hosts get the installable, offline dashboard; guests' pages never load this worker.
  useEffect(registerServiceWorker, []);
  // RequireAuth renders this only for a signed-in user.
  if (!user) return null;

  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <SkipLink targetId="main-content" />
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          width: { md: `calc(100% - ${drawerWidth}px)` },
          ml: { md: `${drawerWidth}px` },
          bgcolor: "background.paper",
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <MenuButton label="Open dashboard navigation" onOpen={() => setMobileOpen(true)} />
          <Box sx={{ display: { md: "none" } }}>
            <BrandLink iconOnlyOnPhone />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <PendingChangesButton />
          {/* A labelled button on phones too: a bare "+" is easy to miss and says nothing. */}
          <CreateEventButton sx={{ flexShrink: 0, whiteSpace: "nowrap", px: { xs: 1.5, sm: 2 } }} />
          <AccountMenu user={user} links={profileLinks} />
        </Toolbar>
      </AppBar>

      <Box sx={{ width: { md: drawerWidth }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: "block", md: "none" } }}
          slotProps={{ paper: { "aria-label": "Dashboard navigation", sx: { width: drawerWidth } } }}
        >
          <DashboardNav isAdmin={user.isAdmin} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: "none", md: "block" } }}
          slotProps={{ paper: { sx: { width: drawerWidth, boxSizing: "border-box" } } }}
        >
          <DashboardNav isAdmin={user.isAdmin} />
        </Drawer>
      </Box>

      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: "none", bgcolor: "background.default" }}
      >
        <Toolbar />
        <OfflineNotices />
        <EventPageSections.Provider value={eventPageSections}>
          <Outlet />
        </EventPageSections.Provider>
      </Box>
    </Box>
  );
}
