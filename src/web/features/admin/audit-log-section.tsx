import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type AuditEntry, auditActionLabels } from "../../../contract/admin.ts";
import { ColumnHeads } from "../../components/column-heads.tsx";
import { api, unwrap } from "../../lib/api-client.ts";
import { formatTimestamp } from "../../lib/event-date-format.ts";
import { adminKeys } from "./admin-keys.ts";

/** The latest admin actions: who did what to whom, and when. */
export function AuditLogSection() {
  const log = useQuery({
    queryKey: adminKeys.audit(),
    queryFn: (): Promise<{ entries: AuditEntry[] }> => unwrap(api.GET("/admin/audit")),
  });
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Audit log
      </Typography>
      {log.isError ? (
        <Alert severity="error">Failed to load data</Alert>
      ) : !log.data ? (
        <Skeleton height={80} />
      ) : log.data.entries.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>No admin actions yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Audit log">
            <ColumnHeads columns={["When", "Admin", "Action", "Account"]} />
            <TableBody>
              {log.data.entries.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatTimestamp(e.createdAt)}</TableCell>
                  <TableCell>{e.actorEmail}</TableCell>
                  <TableCell>
                    {auditActionLabels[e.action]}
                    {e.detail && `: ${e.detail}`}
                  </TableCell>
                  <TableCell>{e.targetEmail}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
