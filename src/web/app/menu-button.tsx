import MenuIcon from "@mui/icons-material/Menu";
import IconButton from "@mui/material/IconButton";

/** The ☰ button that opens a layout's navigation drawer on a phone (the drawer stays open from md up). */
export function MenuButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <IconButton edge="start" aria-label={label} onClick={onOpen} sx={{ display: { md: "none" } }}>
      <MenuIcon />
    </IconButton>
  );
}
