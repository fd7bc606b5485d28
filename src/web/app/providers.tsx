import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SnackbarProvider } from "notistack";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api-client.ts";
import { useThemeMode } from "../lib/theme-mode.ts";
import { SnackbarContent } from "./snackbar-content.tsx";
import { appTheme, darkTheme } from "./theme.ts";

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer will not change on retry (and /api/me must settle fast to show the app).
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      // Refetching on focus makes screens jump under the user and makes browser tests flaky.
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

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
