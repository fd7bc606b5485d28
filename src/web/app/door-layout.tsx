import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Toolbar from "@mui/material/Toolbar";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { registerServiceWorker } from "../lib/offline/service-worker.ts";
import { BrandLink } from "./brand-link.tsx";
import { OfflineNotices } from "./offline-notices.tsx";
import { PendingChangesButton } from "./pending-changes-button.tsx";

/**
 * The shell of a door link's page (docs/decisions/0031): no account, no navigation, only the brand,
 * the count of check-ins waiting to be sent and the offline notices, as the dashboard has them.
 */
export function DoorLayout() {
  // The door keeps working offline, reloads included, as the dashboard does.
  useEffect(() => registerServiceWorker("/door/"), []);
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ bgcolor: "background.paper", borderBottom: 1, borderColor: "divider" }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <BrandLink />
          <Box sx={{ flexGrow: 1 }} />
          <PendingChangesButton />
        </Toolbar>
      </AppBar>
      <Box component="main" id="main-content">
        <OfflineNotices />
        <Outlet />
      </Box>
    </Box>
  );
}
