import AdminPanelSettingsIcon from "@mui/icons-material/AdminPanelSettings";
import DashboardIcon from "@mui/icons-material/Dashboard";
import DynamicFeedIcon from "@mui/icons-material/DynamicFeed";
import EventIcon from "@mui/icons-material/Event";
import MailIcon from "@mui/icons-material/Mail";
import PaymentsIcon from "@mui/icons-material/Payments";
import PeopleIcon from "@mui/icons-material/People";
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Toolbar from "@mui/material/Toolbar";
import type { ReactNode } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { BrandLink } from "./brand-link.tsx";

type NavItem = { label: string; to: string; icon: ReactNode; isActive: (path: string) => boolean };

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

const items: NavItem[] = [
  {
    label: "Dashboard",
    to: "/dashboard",
    icon: <DashboardIcon />,
    isActive: (p) => /^\/dashboard\/?$/.test(p),
  },
  {
    label: "Events",
    to: "/dashboard/events",
    icon: <EventIcon />,
    isActive: (p) => under("/dashboard/events")(p) || under("/dashboard/venue")(p),
  },
  { label: "Guests", to: "/dashboard/guests", icon: <PeopleIcon />, isActive: under("/dashboard/guests") },
  {
    label: "Gallery",
    to: "/dashboard/gallery",
    icon: <PhotoLibraryIcon />,
    isActive: under("/dashboard/gallery"),
  },
  // Feeds belong to an event, so the entry leads to the events list to pick one.
  { label: "Feeds", to: "/dashboard/events", icon: <DynamicFeedIcon />, isActive: under("/dashboard/feed") },
  {
    label: "Payments",
    to: "/dashboard/payments",
    icon: <PaymentsIcon />,
    isActive: under("/dashboard/payments"),
  },
  {
    label: "Invitations",
    to: "/dashboard/invitations",
    icon: <MailIcon />,
    isActive: under("/dashboard/invitations"),
  },
];

const adminItem: NavItem = {
  label: "Admin Panel",
  to: "/dashboard/admin",
  icon: <AdminPanelSettingsIcon />,
  isActive: under("/dashboard/admin"),
};

/** The dashboard's side navigation; the Admin Panel entry is there only for admins. */
export function DashboardNav({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const visible = isAdmin ? [...items, adminItem] : items;

  return (
    <Box component="nav" aria-label="Dashboard navigation">
      <Toolbar>
        <BrandLink />
      </Toolbar>
      <Divider />
      <List sx={{ px: 1 }}>
        {visible.map((item) => {
          const active = item.isActive(pathname);
          return (
            <ListItem key={item.label} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                selected={active}
                aria-current={active ? "page" : undefined}
                onClick={onNavigate}
                sx={{ borderRadius: 2, mb: 0.5, "&.Mui-selected": { fontWeight: 700 } }}
              >
                <ListItemIcon sx={{ color: active ? "secondary.main" : "primary.main", minWidth: 40 }}>
                  {item.icon}
                </ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
