import AddIcon from "@mui/icons-material/Add";
import DashboardIcon from "@mui/icons-material/Dashboard";
import MenuIcon from "@mui/icons-material/Menu";
import PersonIcon from "@mui/icons-material/Person";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { useTheme } from "@mui/material/styles";
import Toolbar from "@mui/material/Toolbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import useScrollTrigger from "@mui/material/useScrollTrigger";
import { useState } from "react";
import { NavLink, Link as RouterLink } from "react-router";
import type { CurrentUser } from "../../contract/session.ts";
import { CreateEventButton } from "../components/create-event-button.tsx";
import type { AccountMenuLink } from "./account-menu.tsx";
import { AccountMenu } from "./account-menu.tsx";
import { BrandLink } from "./brand-link.tsx";
import { MenuButton } from "./menu-button.tsx";
import { PublicDrawer } from "./public-drawer.tsx";
import { publicNavLinks } from "./public-nav-links.ts";

const activeLinkSx = {
  color: "text.primary",
  fontWeight: 500,
  '&[aria-current="page"]': { color: "secondary.main", fontWeight: 700 },
} as const;

type Props = {
  user: Pick<CurrentUser, "name" | "image"> | null;
  /**
   * A guest page rendered on the server runs no React in the browser: the menu button is a link to
   * the footer's navigation and a signed-in visitor gets a Dashboard button instead of the account menu.
   */
  serverRendered?: boolean;
};

export function PublicHeader({ user, serverRendered = false }: Props) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down("md"));
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 20 });
  const [drawerOpen, setDrawerOpen] = useState(false);

  const accountLinks: AccountMenuLink[] = [
    { label: "Profile", to: "/dashboard/profile", icon: <PersonIcon fontSize="small" /> },
    { label: "Dashboard", to: "/dashboard", icon: <DashboardIcon fontSize="small" /> },
    ...(isMobile
      ? [{ label: "Create Event", to: "/dashboard/events/create", icon: <AddIcon fontSize="small" /> }]
      : []),
  ];

  return (
    <>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={scrolled ? 4 : 0}
        sx={{
          bgcolor: "background.paper",
          borderBottom: 1,
          borderColor: scrolled ? "transparent" : "divider",
          transition: "box-shadow 200ms ease",
        }}
      >
        <Toolbar sx={{ gap: { xs: 1, md: 2 }, maxWidth: 1280, width: "100%", mx: "auto" }}>
          {serverRendered ? (
            <IconButton
              edge="start"
              component="a"
              href="#site-navigation"
              aria-label="Site navigation"
              sx={{ display: { md: "none" } }}
            >
              <MenuIcon />
            </IconButton>
          ) : (
            <MenuButton label="Open navigation menu" onOpen={() => setDrawerOpen(true)} />
          )}
          <BrandLink />
          <Box
            component="nav"
            aria-label="Main navigation"
            sx={{ display: { xs: "none", md: "flex" }, gap: 0.5, ml: 3 }}
          >
            {publicNavLinks.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} end sx={activeLinkSx}>
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {user && serverRendered ? (
            <>
              <CreateEventButton sx={{ display: { xs: "none", md: "inline-flex" } }} />
              <Button component="a" href="/dashboard" variant="outlined" startIcon={<DashboardIcon />}>
                Dashboard
              </Button>
            </>
          ) : user ? (
            <>
              <CreateEventButton sx={{ display: { xs: "none", md: "inline-flex" } }} />
              <AccountMenu user={user} links={accountLinks} />
            </>
          ) : (
            <>
              <Button component={NavLink} to="/login" sx={activeLinkSx}>
                Login
              </Button>
              <Button
                component={RouterLink}
                to="/register"
                variant="contained"
                color="secondary"
                sx={{ display: { xs: "none", md: "inline-flex" } }}
              >
                Register
              </Button>
            </>
          )}
        </Toolbar>
      </AppBar>
      {!serverRendered && (
        <PublicDrawer
          open={drawerOpen && isMobile}
          onClose={() => setDrawerOpen(false)}
          signedIn={Boolean(user)}
        />
      )}
    </>
  );
}
