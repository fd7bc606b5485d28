import Chip from "@mui/material/Chip";
import type { PaymentStatus } from "../../../contract/payments.ts";

const look = {
  completed: { label: "Completed", color: "success" },
  pending: { label: "Pending", color: "warning" },
  failed: { label: "Failed", color: "error" },
} as const;

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { label, color } = look[status];
  return <Chip label={label} color={color} size="small" variant="outlined" />;
}
