import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableRow from "@mui/material/TableRow";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router";
import { type Payment, paymentMessages } from "../../../contract/payments.ts";
import { ColumnHeads } from "../../components/column-heads.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { api, unwrap } from "../../lib/api-client.ts";
import { formatTimestamp } from "../../lib/event-date-format.ts";
import { formatInr } from "../../lib/format-inr.ts";
import { paymentKeys } from "./payment-keys.ts";
import { PaymentStatusChip } from "./payment-status-chip.tsx";

/** The user's payments, newest first, with a receipt for each completed one. */
export function TransactionHistory() {
  const history = useQuery({
    queryKey: paymentKeys.history(),
    queryFn: (): Promise<{ payments: Payment[] }> => unwrap(api.GET("/payments")),
  });
  if (history.isError) return <Alert severity="error">{paymentMessages.loadHistoryFailed}</Alert>;
  if (!history.data) return <Skeleton variant="rounded" height={200} aria-label="Loading payments" />;
  if (history.data.payments.length === 0) {
    return (
      <EmptyState
        headingLevel="h2"
        icon={<ReceiptLongIcon />}
        title="No payments yet"
        description="Packages you buy for your events appear here."
      />
    );
  }
  return (
    <TableContainer>
      <Table aria-label="Transaction History">
        <ColumnHeads
          columns={["Date", "Event", "Package", { label: "Amount", align: "right" }, "Status", "Receipt"]}
        />
        <TableBody>
          {history.data.payments.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{formatTimestamp(p.createdAt)}</TableCell>
              <TableCell>{p.eventTitle ?? "—"}</TableCell>
              <TableCell>{p.packageName}</TableCell>
              <TableCell align="right">{formatInr(p.amount)}</TableCell>
              <TableCell>
                <PaymentStatusChip status={p.status} />
              </TableCell>
              <TableCell>
                {p.status === "completed" && (
                  <Button component={RouterLink} to={`/dashboard/payments/receipt/${p.id}`} size="small">
                    View receipt
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
