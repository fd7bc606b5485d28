import Alert from "@mui/material/Alert";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import type { Event } from "../../../contract/events.ts";
import { useEventPlan } from "../../lib/use-event-plan.ts";
import { useGuestStream } from "../../lib/use-guest-stream.ts";
import { AnalyticsFunnel } from "./analytics-funnel.tsx";
import { AnalyticsOffer } from "./analytics-offer.tsx";
import { AnalyticsTrends } from "./analytics-trends.tsx";
import { CatererHeadcount } from "./caterer-headcount.tsx";
import { PartReplies } from "./part-replies.tsx";
import { useAnalyticsSummary } from "./use-event-analytics.ts";

/**
 * The Analytics tab (the event's host): the funnel and the caterer's headcount with Premium or
 * Deluxe, replies over time and by category and the CSV with Deluxe; without them, what they would
 * show and the upgrade. Live: the guest stream refreshes the figures as replies come in.
 */
export function EventAnalyticsTab({ event }: { event: Event }) {
  const plan = useEventPlan(event.id);
  const features = plan.data?.features ?? [];
  const basic = features.includes("basicAnalytics");
  const advanced = features.includes("advancedAnalytics");
  const summary = useAnalyticsSummary(event.id, basic);
  useGuestStream(basic ? event.id : null);

  if (plan.isPending) return <Skeleton variant="rounded" height={240} aria-label="Loading analytics" />;
  if (plan.isError) return <Alert severity="error">{plan.error.message}</Alert>;
  if (!basic) {
    return (
      <Stack spacing={2}>
        <AnalyticsOffer eventId={event.id} feature="basicAnalytics" />
      </Stack>
    );
  }
  if (summary.isPending) return <Skeleton variant="rounded" height={240} aria-label="Loading analytics" />;
  if (summary.isError) return <Alert severity="error">{summary.error.message}</Alert>;
  return (
    <Stack spacing={4}>
      <AnalyticsFunnel funnel={summary.data.funnel} />
      {summary.data.parts.length > 0 && <PartReplies parts={summary.data.parts} />}
      <CatererHeadcount
        event={event}
        headcount={summary.data.headcount}
        parts={summary.data.parts}
        canExport={advanced}
      />
      {advanced ? (
        <AnalyticsTrends eventId={event.id} />
      ) : (
        <AnalyticsOffer eventId={event.id} feature="advancedAnalytics" />
      )}
    </Stack>
  );
}
