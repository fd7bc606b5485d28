import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import SendOutlinedIcon from "@mui/icons-material/SendOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import type { ReactNode } from "react";
import type { AdminSystem } from "../../../contract/admin.ts";
import { ColumnHeads } from "../../components/column-heads.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { api, unwrap } from "../../lib/api-client.ts";
import { formatTimestamp } from "../../lib/event-date-format.ts";
import { adminKeys } from "./admin-keys.ts";

const databaseNames: Record<AdminSystem["database"], string> = {
  pglite: "Embedded (PGlite, in the data folder)",
  postgres: "PostgreSQL",
};

function gigabytes(bytes: number | null): string {
  return bytes === null ? "not measured" : `${(bytes / 1024 ** 3).toFixed(1)} GB free`;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gap: 1.5, gridTemplateColumns: { sm: "180px 1fr" } }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: "contents" }}>
          <Typography component="dt" sx={{ color: "text.secondary", fontWeight: 600 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Version, database and migrations, storage, mail (with a test mail), the job queue and the outbox. */
export function AdminSystemTab() {
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const system = useQuery({
    queryKey: adminKeys.system(),
    queryFn: (): Promise<AdminSystem> => unwrap(api.GET("/admin/system")),
    staleTime: 0,
  });
  const testMail = useMutation({
    mutationFn: () => unwrap(api.POST("/admin/test-mail")),
    onSuccess: ({ message }) => {
      enqueueSnackbar(message, { variant: "success" });
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (err) => enqueueSnackbar(`Failed to send the test mail: ${err.message}`, { variant: "error" }),
  });

  if (system.isError)
    return <ErrorAlert message="The server did not answer. Please try again in a moment." />;
  if (!system.data) return <Skeleton variant="rounded" height={240} aria-label="Checking the server" />;
  const s = system.data;
  const migrationsOk = s.migrations.applied >= s.migrations.available;

  return (
    <Stack spacing={2.5}>
      <SystemPanel title="Server">
        <Facts
          rows={[
            ["Version", s.version],
            ["Database", databaseNames[s.database]],
            [
              "Migrations",
              migrationsOk
                ? `All ${s.migrations.available} applied`
                : `${s.migrations.applied} of ${s.migrations.available} applied`,
            ],
            [
              "File storage",
              `${s.storage.driver === "s3" ? "S3 bucket" : "Local folder"} · ${gigabytes(s.storage.freeBytes)}`,
            ],
            [
              "Job queue",
              s.jobs
                ? `${s.jobs.queued} waiting · ${s.jobs.failed} failed`
                : "Not started yet (no jobs so far)",
            ],
          ]}
        />
        <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: "wrap" }}>
          <Button onClick={() => void system.refetch()} loading={system.isFetching}>
            Check again
          </Button>
          <Button component="a" href="/api/docs" target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
            API documentation
          </Button>
        </Stack>
      </SystemPanel>

      <SystemPanel
        title="Backup"
        intro={
          <>
            One file with the whole database and every uploaded file, taken while the server runs (the same as{" "}
            <code>npm run backup</code>). Restore it with <code>npm run restore</code> into an empty data
            folder, or into PostgreSQL and S3. It holds every account's data: keep it safe.
            {s.database === "pglite" ? " The server pauses for a moment while the database is copied." : ""}
          </>
        }
      >
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: "wrap" }}>
          <Button
            variant="contained"
            component="a"
            href="/api/admin/backup"
            download
            startIcon={<DownloadOutlinedIcon />}
          >
            Download backup
          </Button>
        </Stack>
      </SystemPanel>
      <SystemPanel
        title="Mail"
        intro={
          s.mail.transport === "smtp"
            ? "Sent through the SMTP server in SMTP_URL."
            : "No SMTP server is set (SMTP_URL): mails are written to the outbox folder below."
        }
      >
        <Button
          variant="outlined"
          startIcon={<SendOutlinedIcon />}
          loading={testMail.isPending}
          onClick={() => testMail.mutate()}
        >
          Send test mail
        </Button>
        {s.mail.transport === "outbox" && (
          <Box sx={{ mt: 2, overflowX: "auto" }}>
            {s.outbox.length === 0 ? (
              <Typography sx={{ color: "text.secondary" }}>The outbox is empty.</Typography>
            ) : (
              <Table size="small" aria-label="Outbox">
                <ColumnHeads columns={["Written", "To", "Subject", "File"]} />
                <TableBody>
                  {s.outbox.map((m) => (
                    <TableRow key={m.file}>
                      <TableCell sx={{ whiteSpace: "nowrap" }}>{formatTimestamp(m.at)}</TableCell>
                      <TableCell>{m.to}</TableCell>
                      <TableCell>{m.subject}</TableCell>
                      <TableCell sx={{ fontFamily: "monospace", fontSize: 12 }}>{m.file}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
        )}
      </SystemPanel>
    </Stack>
  );
}

/** One of the tab's panels: its title, what it is about, then its facts and actions. */
function SystemPanel({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ mb: 2 }}>{intro}</Typography>}
      {children}
    </Paper>
  );
}
