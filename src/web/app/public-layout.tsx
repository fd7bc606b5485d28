import Box from "@mui/material/Box";
import { Outlet } from "react-router";
import { SkipLink } from "../components/skip-link.tsx";
import { useCurrentUser } from "../lib/current-user.ts";
import { PublicFooter } from "./public-footer.tsx";
import { PublicHeader } from "./public-header.tsx";

/** Top bar, page and footer for every page outside the dashboard. */
export function PublicLayout() {
  const { user } = useCurrentUser();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <SkipLink targetId="main-content" />
      <PublicHeader user={user} />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: "none" }}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}
