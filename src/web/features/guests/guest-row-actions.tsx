import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import type { Guest } from "../../../contract/guests.ts";

type Props = {
  guest: Guest;
  onCopyLink: (guest: Guest) => void;
  onDelete: (guest: Guest) => void;
  /** Text buttons on phone cards (room to spare, bigger targets); icons in the table. */
  variant?: "icons" | "buttons";
};

/** Edit, Copy RSVP link and Delete for one guest: buttons on phone cards, icons and a menu in the table. */
export function GuestRowActions({ guest, onCopyLink, onDelete, variant = "icons" }: Props) {
  const editPath = `/dashboard/guests/edit/${guest.id}`;
  if (variant === "buttons") {
    return (
      <Stack
        direction="row"
        useFlexGap
        spacing={0.75}
        sx={{ flexWrap: "wrap", "& .MuiButton-root": { px: 1.25, minWidth: 0 } }}
      >
        <Button
          component={RouterLink}
          to={editPath}
          size="small"
          variant="outlined"
          aria-label={`Edit ${guest.name}`}
        >
          Edit
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onCopyLink(guest)}
          aria-label={`Copy RSVP link for ${guest.name}`}
        >
          Copy RSVP link
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => onDelete(guest)}
          aria-label={`Delete ${guest.name}`}
        >
          Delete
        </Button>
      </Stack>
    );
  }
  return <IconActions guest={guest} editPath={editPath} onCopyLink={onCopyLink} onDelete={onDelete} />;
}

/** The table's narrow version: Edit at hand, the rest behind a menu so every column fits. */
function IconActions({
  guest,
  editPath,
  onCopyLink,
  onDelete,
}: Omit<Props, "variant"> & { editPath: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
      <Tooltip title="Edit">
        <IconButton component={RouterLink} to={editPath} size="small" aria-label={`Edit ${guest.name}`}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <IconButton
        size="small"
        aria-label={`More actions for ${guest.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onCopyLink(guest);
          }}
        >
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          Copy RSVP link
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onDelete(guest);
          }}
          sx={{ color: "error.main" }}
        >
          <ListItemIcon>
            <DeleteOutlinedIcon fontSize="small" color="error" />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
    </Stack>
  );
}
