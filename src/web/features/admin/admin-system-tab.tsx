import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlineOutlined";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

type Health = { status: "ok"; database: "pglite" | "postgres" };

const databaseNames: Record<Health["database"], string> = {
  pglite: "Embedded (PGlite, in the data folder)",
  postgres: "PostgreSQL",
};

/** The server's health and database kind (GET /api/health), and the API documentation. */
export function AdminSystemTab() {
  const health = useQuery({
    queryKey: adminKeys.health(),
    queryFn: () => api<Health>("/api/health"),
    staleTime: 0,
  });

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          Health
        </Typography>
        {health.isPending ? (
          <Skeleton height={64} aria-label="Checking the server" />
        ) : health.isError ? (
          <Alert severity="error" icon={<ErrorOutlineIcon />} role="alert">
            The server did not answer the health check. Please try again in a moment.
          </Alert>
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: "grid", gap: 1.5, gridTemplateColumns: { sm: "160px 1fr" } }}
          >
            <Typography component="dt" sx={{ color: "text.secondary", fontWeight: 600 }}>
              Status
            </Typography>
            <Typography component="dd" sx={{ m: 0, display: "flex", alignItems: "center", gap: 1 }}>
              <CheckCircleOutlineIcon aria-hidden sx={{ color: "success.main" }} />
              {health.data.status === "ok" ? "OK" : health.data.status}
            </Typography>
            <Typography component="dt" sx={{ color: "text.secondary", fontWeight: 600 }}>
              Database
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {databaseNames[health.data.database] ?? health.data.database}
            </Typography>
          </Box>
        )}
        <Button onClick={() => void health.refetch()} loading={health.isFetching} sx={{ mt: 2 }}>
          Check again
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          API
        </Typography>
        <Typography sx={{ color: "text.secondary", mb: 2 }}>
          The server describes every endpoint in its OpenAPI document; the documentation page renders it.
        </Typography>
        <Button
          component="a"
          href="/api/docs"
          target="_blank"
          rel="noopener"
          variant="outlined"
          endIcon={<OpenInNewIcon />}
        >
          Open the API documentation
        </Button>
      </Paper>
    </Stack>
  );
}
