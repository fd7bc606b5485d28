import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import { NavLink } from "react-router";
import { BrandLink } from "./brand-link.tsx";
import { publicNavLinks } from "./public-nav-links.ts";

const drawerWidth = 240;

type Props = { open: boolean; onClose: () => void; signedIn: boolean };

/** The phone-size navigation: the same links as the top bar, in a side drawer. */
export function PublicDrawer({ open, onClose, signedIn }: Props) {
  const accountLinks = signedIn
    ? [
        { label: "Dashboard", to: "/dashboard" },
        { label: "Create Event", to: "/dashboard/events/create" },
      ]
    : [
        { label: "Login", to: "/login" },
        { label: "Register", to: "/register" },
      ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { "aria-label": "Site navigation", sx: { width: drawerWidth } } }}
    >
      <Box sx={{ px: 2, py: 2 }} onClick={onClose}>
        <BrandLink />
      </Box>
      <Divider />
      <Box component="nav" aria-label="Site navigation">
        <List>
          {[...publicNavLinks, ...accountLinks].map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                end
                onClick={onClose}
                sx={{ '&[aria-current="page"]': { fontWeight: 700, bgcolor: "action.selected" } }}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
