import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** Wider for the register stepper; sign-in forms read better narrow. */
  wide?: boolean;
  children: ReactNode;
};

/** The centred card every sign-in, sign-up and password screen sits in. The layout supplies <main>. */
export function AuthCard({ title, subtitle, wide = false, children }: Props) {
  return (
    <Box
      sx={{
        display: "flex",
        justifyContent: "center",
        px: { xs: 2, sm: 3 },
        py: { xs: 4, sm: 8 },
      }}
    >
      <Paper
        elevation={3}
        sx={{
          width: "100%",
          maxWidth: wide ? 600 : 460,
          p: { xs: 3, sm: 5 },
          borderRadius: 3,
        }}
      >
        <Typography component="h1" variant="h4" align="center" sx={{ fontWeight: 600, mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
