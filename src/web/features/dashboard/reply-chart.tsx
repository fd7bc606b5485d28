import { PieChart } from "@mui/x-charts/PieChart";
import type { NextEvent } from "../../../contract/dashboard.ts";

/**
 * The next event's replies as a ring. Its own chunk (the charts library is large), and inert: the
 * counts beside it say the same to screen readers and keyboards.
 */
export default function ReplyChart({ event }: { event: NextEvent }) {
  const data = [
    { id: "confirmed", value: event.confirmed, label: "Confirmed", color: "#2e7d32" },
    { id: "maybe", value: event.maybe, label: "Maybe", color: "#b45309" },
    { id: "declined", value: event.declined, label: "Declined", color: "#c62828" },
    { id: "waiting", value: event.waiting, label: "Waiting", color: "#9e9e9e" },
  ].filter((d) => d.value > 0);
  return (
    <div inert>
      <PieChart width={140} height={140} series={[{ data, innerRadius: 40, outerRadius: 66 }]} hideLegend />
    </div>
  );
}
