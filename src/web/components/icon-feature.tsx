import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** How loud the icon's badge is: the home page's services in full colour, the about page's values tinted. */
const badges = {
  bold: {
    width: 48,
    height: 48,
    borderRadius: 2.5,
    mb: 2,
    color: "#ffffff",
    background: "linear-gradient(135deg, #d6246e 0%, #7b3fe4 100%)",
  },
  soft: {
    width: 44,
    height: 44,
    borderRadius: 2,
    mb: 1.5,
    color: "accent.main",
    bgcolor: "rgba(123, 63, 228, 0.1)",
  },
} as const;

/** One feature of the product, as the marketing pages list them: its icon in a badge, a heading and a line. */
export function IconFeature({
  icon,
  title,
  text,
  badge,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  badge: keyof typeof badges;
}) {
  return (
    <>
      <Box aria-hidden sx={{ display: "inline-grid", placeItems: "center", ...badges[badge] }}>
        {icon}
      </Box>
      <Typography component="h3" variant="h6" sx={{ mb: badge === "bold" ? 1 : 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", lineHeight: 1.7 }}>
        {text}
      </Typography>
    </>
  );
}
