import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import type { AdminStats } from "../../../contract/admin.ts";
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
        <Alert severity="error" role="alert">
          Failed to load data
        </Alert>
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
              <Paper key={f.label} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
                <Typography component="dt" variant="body2" sx={{ color: "text.secondary", fontWeight: 600 }}>
                  {f.label}
                </Typography>
                <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 800 }}>
                  {f.value}
                </Typography>
              </Paper>
            ))}
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Sign-ups and events per month
            </Typography>
            <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
              <GrowthChart stats={stats.data} />
            </Suspense>
            <Box
              component="details"
              sx={{ mt: 1, "& summary": { cursor: "pointer", color: "text.secondary", minHeight: 44 } }}
            >
              <summary>Show as a table</summary>
              <Table size="small" aria-label="Sign-ups and events per month">
                <TableHead>
                  <TableRow>
                    <TableCell>Month</TableCell>
                    <TableCell align="right">Sign-ups</TableCell>
                    <TableCell align="right">Events</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {monthsOf(stats.data).map((m) => (
                    <TableRow key={m.month}>
                      <TableCell>{m.month}</TableCell>
                      <TableCell align="right">{m.signUps}</TableCell>
                      <TableCell align="right">{m.events}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Paper>
        </>
      )}
    </Stack>
  );
}
