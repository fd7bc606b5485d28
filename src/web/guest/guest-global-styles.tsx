import GlobalStyles from "@mui/material/GlobalStyles";

// MUI marks focus and hover with classes its scripts set; a server-rendered page has no such
// script, so these rules draw the same cues from the browser's own state instead.
const styles = {
  ".MuiButtonBase-root:focus-visible, a:focus-visible": {
    outline: "3px solid #1a2a4f",
    outlineOffset: 2,
  },
  ".MuiOutlinedInput-root:focus-within .MuiOutlinedInput-notchedOutline": {
    borderColor: "#1a2a4f",
    borderWidth: 2,
  },
  ".MuiOutlinedInput-root:hover:not(:focus-within) .MuiOutlinedInput-notchedOutline": {
    borderColor: "rgba(0, 0, 0, 0.87)",
  },
  // While the page's script sends a form, its button says so.
  "form[aria-busy='true'] button[type='submit']": { opacity: 0.6, pointerEvents: "none" },
} as const;

export function GuestGlobalStyles() {
  return <GlobalStyles styles={styles} />;
}
