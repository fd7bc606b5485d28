import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy } from "react";
import { ChartWithTable } from "../../components/chart-with-table.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { categoryName, dayLabel } from "./analytics-figures.ts";
import { useAnalyticsTrends } from "./use-event-analytics.ts";

const DailyRepliesChart = lazy(() =>
  import("./analytics-charts.tsx").then((m) => ({ default: m.DailyRepliesChart })),
);
const CategoryChart = lazy(() =>
  import("./analytics-charts.tsx").then((m) => ({ default: m.CategoryChart })),
);

/**
 * Room per day on the chart: a long stretch of days scrolls sideways rather than squeezing, and a
 * few days do not stretch into slabs across a desktop screen.
 */
const dayWidth = 36;
const chartWidth = (days: number) => ({ minWidth: days * dayWidth, maxWidth: Math.max(360, days * 96) });

/** Deluxe: replies per day (with first opens) and replies by guest category. */
export function AnalyticsTrends({ eventId }: { eventId: string }) {
  const trends = useAnalyticsTrends(eventId, true);
  if (trends.isPending)
    return <Skeleton variant="rounded" height={280} aria-label="Loading replies over time" />;
  if (trends.isError) return <Alert severity="error">{trends.error.message}</Alert>;
  const { days, categories, timeZone } = trends.data;
  return (
    <>
      <Box component="section" aria-labelledby="analytics-days">
        <Typography id="analytics-days" component="h3" variant="h6">
          Replies per day
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
          Each guest's latest reply on the day they gave it, and the day each first opened their link (
          {timeZone}).
        </Typography>
        {days.length === 0 ? (
          <Typography>No guest has opened their link or replied yet.</Typography>
        ) : (
          <ChartWithTable
            height={280}
            chart={
              <Box sx={{ overflowX: "auto" }}>
                <Box sx={chartWidth(days.length)}>
                  <DailyRepliesChart days={days} />
                </Box>
              </Box>
            }
            table={
              <DataTable
                label="Replies per day"
                columns={["Day", "Opened", "Attending", "Maybe", "Declined"]}
                rows={days
                  .filter((d) => d.opened + d.attending + d.maybe + d.declined > 0)
                  .map((d) => ({
                    key: d.day,
                    cells: [dayLabel(d.day), d.opened, d.attending, d.maybe, d.declined],
                  }))}
              />
            }
          />
        )}
      </Box>
      <Box component="section" aria-labelledby="analytics-categories">
        <Typography id="analytics-categories" component="h3" variant="h6" sx={{ mb: 1 }}>
          Replies by category
        </Typography>
        {categories.length === 0 ? (
          <Typography>No guests yet.</Typography>
        ) : (
          <ChartWithTable
            height={categories.length * 48 + 80}
            chart={<CategoryChart categories={categories} />}
            table={
              <DataTable
                label="Replies by category"
                columns={[
                  "Category",
                  "Guests",
                  "Attending",
                  "Maybe",
                  "Declined",
                  "No reply",
                  "People coming",
                ]}
                rows={categories.map((c) => ({
                  key: c.category ?? "none",
                  cells: [
                    categoryName(c.category),
                    c.invited,
                    c.attending,
                    c.maybe,
                    c.declined,
                    c.waiting,
                    c.people,
                  ],
                }))}
              />
            }
          />
        )}
      </Box>
    </>
  );
}
