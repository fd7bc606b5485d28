import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { isLimitRefusal, upgradePath } from "../../contract/payments.ts";

/** The Upgrade button an alert carries when its message is a package limit's refusal. */
export function upgradeActionFor(message: string | null, eventId?: string) {
  if (!message || !isLimitRefusal(message)) return undefined;
  return (
    <Button
      component={RouterLink}
      to={eventId ? upgradePath(eventId) : "/dashboard/payments"}
      color="inherit"
      size="small"
    >
      Upgrade
    </Button>
  );
}
