import { BarChart } from "@mui/x-charts/BarChart";
import type { AdminStats } from "../../../contract/admin.ts";
import { monthsOf } from "./growth-months.ts";

/**
 * Sign-ups and events per month. Loaded on its own (the charts library is large) and hidden from
 * screen readers and the keyboard (inert): the table beside it says the same.
 */
export default function GrowthChart({ stats }: { stats: AdminStats }) {
  const rows = monthsOf(stats);
  return (
    <div inert>
      <BarChart
        height={260}
        dataset={rows}
        xAxis={[{ scaleType: "band", dataKey: "month" }]}
        series={[
          { dataKey: "signUps", label: "Sign-ups", color: "#7b3fe4" },
          { dataKey: "events", label: "Events", color: "#d6246e" },
        ]}
      />
    </div>
  );
}
