import { BarChart } from "@mui/x-charts/BarChart";
import type { AdminStats } from "../../../contract/admin.ts";
import { monthsOf } from "./growth-months.ts";

/**
 * Sign-ups and events per month, drawn inside ChartWithTable (loaded on its own, inert, with the
 * table beside it).
 */
export default function GrowthChart({ stats }: { stats: AdminStats }) {
  const rows = monthsOf(stats);
  return (
    <BarChart
      height={260}
      dataset={rows}
      xAxis={[{ scaleType: "band", dataKey: "month" }]}
      series={[
        { dataKey: "signUps", label: "Sign-ups", color: "#7b3fe4" },
        { dataKey: "events", label: "Events", color: "#d6246e" },
      ]}
    />
  );
}
