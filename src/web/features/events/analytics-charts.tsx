import { BarChart } from "@mui/x-charts/BarChart";
import type { CategoryRow, Funnel, ReplyDay } from "../../../contract/analytics.ts";
import { analyticsColors, categoryName, dayLabel, funnelSteps } from "./analytics-figures.ts";

// The analytics charts, one chunk loaded on its own (the charts library is large). Each is drawn
// inside ChartWithTable, which makes it inert and puts its table beside it.

/** The funnel as bars, one per step, each labelled with its count. */
export function FunnelChart({ funnel }: { funnel: Funnel }) {
  const steps = funnelSteps(funnel);
  return (
    <BarChart
      height={steps.length * 44 + 40}
      layout="horizontal"
      yAxis={[{ scaleType: "band", data: steps.map((s) => s.label), width: 88 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[
        {
          data: steps.map((s) => s.value),
          label: "Guests",
          color: analyticsColors.funnel,
          barLabel: "value",
        },
      ]}
      hideLegend
      margin={{ right: 16 }}
    />
  );
}

/** Per day: first opens beside the replies of that day, stacked by answer. Wide lists scroll. */
export function DailyRepliesChart({ days }: { days: ReplyDay[] }) {
  return (
    <BarChart
      height={280}
      dataset={days.map((d) => ({ ...d, label: dayLabel(d.day) }))}
      xAxis={[{ scaleType: "band", dataKey: "label" }]}
      yAxis={[{ tickMinStep: 1, width: 36 }]}
      series={[
        { dataKey: "opened", label: "Opened", stack: "opened", color: analyticsColors.opened },
        { dataKey: "attending", label: "Attending", stack: "replies", color: analyticsColors.attending },
        { dataKey: "maybe", label: "Maybe", stack: "replies", color: analyticsColors.maybe },
        { dataKey: "declined", label: "Declined", stack: "replies", color: analyticsColors.declined },
      ]}
    />
  );
}

/** Per category: guests by answer, stacked, one bar each. */
export function CategoryChart({ categories }: { categories: CategoryRow[] }) {
  return (
    <BarChart
      height={categories.length * 48 + 80}
      layout="horizontal"
      dataset={categories.map((c) => ({ ...c, name: categoryName(c.category) }))}
      yAxis={[{ scaleType: "band", dataKey: "name", width: 88 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[
        { dataKey: "attending", label: "Attending", stack: "all", color: analyticsColors.attending },
        { dataKey: "maybe", label: "Maybe", stack: "all", color: analyticsColors.maybe },
        { dataKey: "declined", label: "Declined", stack: "all", color: analyticsColors.declined },
        { dataKey: "waiting", label: "No reply", stack: "all", color: analyticsColors.waiting },
      ]}
      margin={{ right: 16 }}
    />
  );
}
