import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router";
import { limitMessages, upgradePath } from "../../contract/payments.ts";
import { useEventPlan } from "../lib/use-event-plan.ts";

type Props = { eventId: string; used: number; noun: "guests" | "photos" };

/** '42 of 50 guests' under the event's plan, with the upgrade link (guest list and gallery). */
export function PlanUsage({ eventId, used, noun }: Props) {
  const plan = useEventPlan(eventId);
  // Back to the gallery or guest list once it is bought.
  const here = useLocation();
  if (!plan.data) return null;
  const limit = noun === "guests" ? plan.data.guestLimit : plan.data.photoLimit;
  const full = limit !== null && used >= limit;
  return (
    <Stack spacing={0.75} sx={{ maxWidth: 480 }} data-testid={`${noun}-usage`}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="body2">
          <strong>{limitMessages.usage(used, limit, noun)}</strong> · {plan.data.packageName}
          {plan.data.packageId ? " package" : " plan"}
        </Typography>
        {plan.data.packageId !== "deluxe" && (
          <Button component={RouterLink} to={upgradePath(eventId, here.pathname + here.search)} size="small">
            Upgrade
          </Button>
        )}
      </Stack>
      {limit !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (used / Math.max(limit, 1)) * 100)}
          color={full ? "warning" : "primary"}
          aria-label={`${limitMessages.usage(used, limit, noun)} used`}
        />
      )}
      {full && (
        <Alert severity="warning" sx={{ py: 0 }}>
          This event has reached its {noun} limit. Upgrade its package to add more.
        </Alert>
      )}
    </Stack>
  );
}
