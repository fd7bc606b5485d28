import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import DownloadIcon from "@mui/icons-material/Download";
import PrintIcon from "@mui/icons-material/Print";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { paymentMessages, type Receipt } from "../../../contract/payments.ts";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { FactList } from "../../components/fact-list.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { PrintOnlyStyles } from "../../components/print-only-styles.tsx";
import { ApiError, api, unwrap } from "../../lib/api-client.ts";
import { formatTimestampLong } from "../../lib/event-date-format.ts";
import { formatInr } from "../../lib/format-inr.ts";
import { paymentKeys } from "./payment-keys.ts";
import { PaymentStatusChip } from "./payment-status-chip.tsx";

/** /dashboard/payments/receipt/:paymentId: a completed payment's receipt, printable and as PDF. */
export default function ReceiptPage() {
  const { paymentId = "" } = useParams();
  const receipt = useQuery({
    queryKey: paymentKeys.receipt(paymentId),
    queryFn: (): Promise<Receipt> =>
      unwrap(api.GET("/payments/{id}/receipt", { params: { path: { id: paymentId } } })),
    retry: false,
  });
  const r = receipt.data;
  const rows: [string, string][] = r
    ? [
        ["Receipt number", r.id],
        ["Date", formatTimestampLong(r.updatedAt)],
        ["Billed to", `${r.payerName} (${r.payerEmail})`],
        ["Event", r.eventTitle ?? "(event deleted)"],
        ["Package", r.packageName],
        ["Order ID", r.orderId ?? ""],
        ["Payment ID", r.paymentId ?? ""],
      ]
    : [];

  return (
    <DashboardPage width={800} tabTitle="Receipt">
      <PrintOnlyStyles targetId="receipt" />
      <LinkButton
        to="/dashboard/payments?tab=history"
        variant="text"
        className="no-print"
        sx={{ mb: 2 }}
        icon={<ArrowBackIcon />}
      >
        Back to Payments
      </LinkButton>
      {receipt.isError && (
        <Alert severity="error" role="alert">
          {receipt.error instanceof ApiError && receipt.error.status !== 500
            ? receipt.error.message
            : paymentMessages.loadDetailsFailed}
        </Alert>
      )}
      {receipt.isPending && <Skeleton variant="rounded" height={480} aria-label="Loading the receipt" />}
      {r && (
        <>
          <Paper
            id="receipt"
            variant="outlined"
            component="article"
            aria-labelledby="receipt-title"
            sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
          >
            <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 2 }}>
              <Box>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                  EventHub
                </Typography>
                <Typography id="receipt-title" component="h1" variant="h6" color="text.secondary">
                  Payment receipt
                </Typography>
              </Box>
              <PaymentStatusChip status={r.status} />
            </Stack>
            <Divider sx={{ my: 2.5 }} />
            <FactList
              facts={rows}
              sx={{ gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" }, gap: 1 }}
              labelSx={{ fontWeight: 600 }}
            />
            <Typography component="h2" variant="subtitle1" sx={{ mt: 3, fontWeight: 600 }}>
              Included
            </Typography>
            <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
              {r.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </Box>
            <Divider sx={{ my: 2.5 }} />
            <Stack direction="row" sx={{ justifyContent: "space-between" }}>
              <Typography variant="h6" component="p">
                Total paid
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                {formatInr(r.amount)}
              </Typography>
            </Stack>
          </Paper>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 2.5 }} className="no-print">
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
              Print
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={`/api/payments/${r.id}/receipt.pdf`}
              download
            >
              Download as PDF
            </Button>
          </Stack>
        </>
      )}
    </DashboardPage>
  );
}
