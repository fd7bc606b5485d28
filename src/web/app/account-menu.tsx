import LogoutIcon from "@mui/icons-material/Logout";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { ReactNode } from "react";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import type { CurrentUser } from "../../contract/session.ts";
import { UserAvatar } from "../components/user-avatar.tsx";
import { useSignOut } from "./use-sign-out.ts";

export type AccountMenuLink = { label: string; to: string; icon: ReactNode };

/** The avatar button and its menu: the given links, then Logout. */
export function AccountMenu({
  user,
  links,
}: {
  user: Pick<CurrentUser, "name" | "image">;
  links: AccountMenuLink[];
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label="Account menu"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? "true" : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar name={user.name} image={user.image} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 200 } } }}
      >
        {links.map((link) => (
          <MenuItem key={link.to + link.label} component={RouterLink} to={link.to} onClick={close}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText>{link.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Logout</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
