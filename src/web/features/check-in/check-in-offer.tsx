import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router";
import { featureRefusal, upgradePath } from "../../../contract/payments.ts";

/** Door mode without the package: what it does, and the way to the upgrade. */
export function CheckInOffer({ eventId }: { eventId: string }) {
  // Back to the door once it is bought.
  const here = useLocation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Check guests in at the door
      </Typography>
      <Typography component="ul" sx={{ pl: 2.5, mt: 0, "& li": { mb: 0.5 } }}>
        <li>
          Every attending guest gets a pass: a QR code on their reply page and in their confirmation e-mail.
        </li>
        <li>
          Scan passes with your phone's camera, or find guests by name; record how many of each party came.
        </li>
        <li>
          A pass scanned twice is refused politely, with the time of the first scan. VIP guests are flagged.
        </li>
        <li>Add walk-ins, undo a mistake, and watch arrived / expected live on every door device at once.</li>
      </Typography>
      <Typography sx={{ mb: 2 }}>{featureRefusal("checkIn")}</Typography>
      <Button
        component={RouterLink}
        to={upgradePath(eventId, here.pathname + here.search)}
        variant="contained"
      >
        Upgrade
      </Button>
    </Paper>
  );
}
