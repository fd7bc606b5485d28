import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { SnackbarProvider } from "notistack";
import type { ReactNode } from "react";
import { useThemeMode } from "../lib/theme-mode.ts";
import { queryClient } from "./query-client.ts";
import { SnackbarContent } from "./snackbar-content.tsx";
import { appTheme, darkTheme } from "./theme.ts";

export function Providers({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  return (
    <ThemeProvider theme={mode === "dark" ? darkTheme : appTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={3000}
          anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
          Components={{
            success: SnackbarContent,
            error: SnackbarContent,
            info: SnackbarContent,
            warning: SnackbarContent,
          }}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
