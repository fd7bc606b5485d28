import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import type { CheckoutOrder } from "../../../contract/payments.ts";
import { formatInr } from "../../lib/format-inr.ts";

type Props = {
  order: CheckoutOrder | null;
  onAnswer: (outcome: "success" | "failed" | "closed") => Promise<void>;
};

/**
 * Test mode's stand-in for Razorpay Checkout (no keys configured): no money moves, but the server
 * runs the same flow (order, signed success, verification; or failure, or a closed window).
 */
export function TestCheckoutDialog({ order, onAnswer }: Props) {
  const titleId = useId();
  const [working, setWorking] = useState(false);
  const answer = async (outcome: "success" | "failed" | "closed") => {
    setWorking(true);
    try {
      await onAnswer(outcome);
    } finally {
      setWorking(false);
    }
  };
  return (
    <Dialog
      open={order !== null}
      onClose={() => !working && answer("closed")}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Test mode checkout</DialogTitle>
      {order && (
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            Test mode: no real payment is taken. Razorpay keys are not configured on this server.
          </Alert>
          <Typography>
            {order.packageName} package for <strong>{order.eventTitle}</strong>
          </Typography>
          <Typography variant="h5" component="p" sx={{ mt: 1 }}>
            {formatInr(order.amount)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Order {order.orderId}
          </Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={() => answer("closed")} disabled={working}>
          Close window
        </Button>
        <Button onClick={() => answer("failed")} color="error" disabled={working}>
          Fail payment
        </Button>
        <Button onClick={() => answer("success")} variant="contained" disabled={working}>
          Pay {order ? formatInr(order.amount) : ""}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
