import EventIcon from "@mui/icons-material/Event";
import Box from "@mui/material/Box";
import { Link as RouterLink } from "react-router";

/** The EventHub word mark, always linking home. */
export function BrandLink({ color = "primary.main" }: { color?: string }) {
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
      EventHub
    </Box>
  );
}
