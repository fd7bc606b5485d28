import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { lazy } from "react";
import type { Funnel } from "../../../contract/analytics.ts";
import { ChartWithTable } from "../../components/chart-with-table.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { analyticsColors, funnelSteps } from "./analytics-figures.ts";

const FunnelChart = lazy(() => import("./analytics-charts.tsx").then((m) => ({ default: m.FunnelChart })));

/** From the list to the door: each step the guests who reached it, with its share of the invited. */
export function AnalyticsFunnel({ funnel }: { funnel: Funnel }) {
  const steps = funnelSteps(funnel);
  return (
    <Box component="section" aria-labelledby="analytics-funnel">
      <Typography id="analytics-funnel" component="h3" variant="h6" sx={{ mb: 1 }}>
        Reply funnel
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap", mb: 1 }}>
        {(
          [
            ["Attending", funnel.attending, analyticsColors.attending],
            ["Maybe", funnel.maybe, analyticsColors.maybe],
            ["Declined", funnel.declined, analyticsColors.declined],
          ] as const
        ).map(([label, n, color]) => (
          <Chip
            key={label}
            label={`${label} ${n}`}
            variant="outlined"
            sx={{ borderColor: color, borderWidth: 2 }}
          />
        ))}
      </Stack>
      <ChartWithTable
        height={steps.length * 44 + 40}
        chart={<FunnelChart funnel={funnel} />}
        table={
          <DataTable
            label="Reply funnel"
            columns={["Step", "Guests", "Of invited"]}
            rows={steps.map((s) => ({
              key: s.label,
              cells: [
                <>
                  {s.label}
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: "block", color: "text.secondary" }}
                  >
                    {s.note}
                  </Typography>
                </>,
                s.value,
                s.share,
              ],
            }))}
          />
        }
      />
    </Box>
  );
}
