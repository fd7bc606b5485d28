import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { lazy } from "react";
import type { AdminStats } from "../../../contract/admin.ts";
import { ChartWithTable } from "../../components/chart-with-table.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { StatTile } from "../../components/stat-tile.tsx";
import { api, unwrap } from "../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";
import { monthsOf } from "./growth-months.ts";

const GrowthChart = lazy(() => import("./growth-chart.tsx"));
const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

function figures(stats: AdminStats) {
  return [
    { label: "Users", value: stats.users.toLocaleString("en-IN") },
    { label: "Events", value: stats.events.toLocaleString("en-IN") },
    { label: "Guests", value: stats.guests.toLocaleString("en-IN") },
    { label: "Invitations sent", value: stats.invitationsSent.toLocaleString("en-IN") },
    { label: "Payments", value: stats.payments === null ? "—" : stats.payments.toLocaleString("en-IN") },
    { label: "Revenue", value: stats.revenuePaise === null ? "—" : inr.format(stats.revenuePaise / 100) },
  ];
}

/** The platform's numbers, and sign-ups and events per month as a chart with a table for screen readers. */
export function AdminDashboardTab({ name }: { name: string }) {
  const stats = useQuery({
    queryKey: adminKeys.stats(),
    queryFn: (): Promise<AdminStats> => unwrap(api.GET("/admin/stats")),
  });
  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
          {`Welcome, ${name}`}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>The whole platform at a glance.</Typography>
      </Box>
      {stats.isError ? (
        <ErrorAlert message="Failed to load data" />
      ) : !stats.data ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading the figures" />
      ) : (
        <>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(3, 1fr)" },
            }}
          >
            {figures(stats.data).map((f) => (
              <StatTile key={f.label} label={f.label} value={f.value} />
            ))}
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Sign-ups and events per month
            </Typography>
            <ChartWithTable
              height={260}
              chart={<GrowthChart stats={stats.data} />}
              table={
                <DataTable
                  label="Sign-ups and events per month"
                  columns={["Month", "Sign-ups", "Events"]}
                  rows={monthsOf(stats.data).map((m) => ({
                    key: m.month,
                    cells: [m.month, m.signUps, m.events],
                  }))}
                />
              }
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
