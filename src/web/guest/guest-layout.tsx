import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import type { GuestPageUser } from "../../contract/guest-pages.ts";
import { PublicFooter } from "../app/public-footer.tsx";
import { PublicHeader } from "../app/public-header.tsx";
import { SkipLink } from "../components/skip-link.tsx";

/** The public pages' frame (top bar, page, footer), as the app draws it, for a server-rendered page. */
export function GuestLayout({ user, children }: { user: GuestPageUser; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <SkipLink targetId="main-content" />
      <PublicHeader user={user} serverRendered />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: "none" }}>
        {children}
      </Box>
      <PublicFooter />
    </Box>
  );
}
