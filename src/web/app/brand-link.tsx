import EventIcon from "@mui/icons-material/Event";
import Box from "@mui/material/Box";
import { Link as RouterLink } from "react-router";

/** Hides the name from the eye but not from screen readers, so the link keeps its accessible name. */
const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  m: "-1px",
  p: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

type Props = {
  color?: string;
  /** Only the logo on phones, where the bar needs the room for its buttons. */
  iconOnlyOnPhone?: boolean;
};

/** The EventHub word mark, always linking home. */
export function BrandLink({ color = "primary.main", iconOnlyOnPhone = false }: Props) {
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.75,
        color,
        textDecoration: "none",
        fontWeight: 800,
        fontSize: "1.25rem",
        letterSpacing: "-0.01em",
        whiteSpace: "nowrap",
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          display: "inline-grid",
          placeItems: "center",
          width: 32,
          height: 32,
          borderRadius: 2,
          color: "#ffffff",
          background: "linear-gradient(135deg, #d6246e 0%, #7b3fe4 100%)",
        }}
      >
        <EventIcon fontSize="small" />
      </Box>
      <Box
        component="span"
        sx={iconOnlyOnPhone ? (theme) => ({ [theme.breakpoints.down("sm")]: visuallyHidden }) : undefined}
      >
        EventHub
      </Box>
    </Box>
  );
}
