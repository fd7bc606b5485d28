import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import DescriptionOutlinedIcon from "@mui/icons-material/DescriptionOutlined";
import DownloadIcon from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import type { Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useId, useState } from "react";
import { useDropzone } from "react-dropzone";
import { guestMessages, type ImportReport } from "../../../contract/guests.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useImportGuests } from "./use-guest-mutations.ts";

type Props = { eventId: string; open: boolean; onClose: () => void };

const templatePath = "/templates/guest_import_template.csv";

/** The import's outcome in the spec's words; only refusals the server explains are shown as they are. */
function importError(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return guestMessages.importFailed;
}

function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <Stack spacing={1.5} role="status">
      {report.messages.map((message, i) => (
        <Alert
          key={message}
          severity={i === 0 ? "success" : message.startsWith("Some rows") ? "warning" : "info"}
        >
          {message}
        </Alert>
      ))}
    </Stack>
  );
}

/** Import CSV: one file, dropped or chosen, then the import report (spec §5 'Guest CSV import'). */
export function GuestImportDialog({ eventId, open, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down("sm"));
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState(false);
  const importer = useImportGuests(eventId);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { "text/csv": [".csv"] },
    multiple: false,
    maxFiles: 1,
    onDrop: (accepted, rejections) => {
      importer.reset();
      setRejected(rejections.length > 0 || accepted.length === 0);
      setFile(accepted[0] ?? null);
    },
  });

  function close() {
    if (importer.isPending) return;
    setFile(null);
    setRejected(false);
    importer.reset();
    onClose();
  }

  const report = importer.data;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>Import Guests from CSV</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          The file needs the columns <strong>name, email, phone, category, status</strong>. Name and e-mail
          are required; status defaults to invited. Guests already on the list (same e-mail) are updated.
        </Typography>
        <Link
          href={templatePath}
          download
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, mb: 2 }}
        >
          <DownloadIcon fontSize="small" aria-hidden />
          Download the CSV template
        </Link>
        {/* Outside the drop area: a focusable input inside role="button" is nested interaction (axe). */}
        <input {...getInputProps({ "aria-label": "CSV file" })} />
        <Box
          {...getRootProps({
            role: "button",
            "aria-label": "Drop a CSV file here or choose one",
            tabIndex: 0,
          })}
          sx={{
            border: 2,
            borderStyle: "dashed",
            borderColor: rejected ? "error.main" : isDragActive ? "secondary.main" : "divider",
            bgcolor: isDragActive ? "action.hover" : "background.default",
            borderRadius: 2,
            p: { xs: 3, sm: 4 },
            textAlign: "center",
            cursor: "pointer",
            "&:hover": { borderColor: "secondary.main" },
            "&:focus-visible": { outline: 3, outlineColor: "secondary.main", outlineOffset: 2 },
          }}
        >
          {file ? (
            <Stack spacing={0.5} sx={{ alignItems: "center" }}>
              <DescriptionOutlinedIcon aria-hidden sx={{ fontSize: 40, color: "secondary.main" }} />
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{file.name}</Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                Drop another file or click to choose a different one
              </Typography>
            </Stack>
          ) : (
            <Stack spacing={1} sx={{ alignItems: "center", color: "text.secondary" }}>
              <CloudUploadOutlinedIcon aria-hidden sx={{ fontSize: 40, color: "secondary.main" }} />
              <Typography sx={{ color: "text.primary", fontWeight: 600 }}>
                {isDragActive
                  ? "Drop the file here"
                  : "Drag and drop a CSV file here, or click to choose one"}
              </Typography>
              <Typography variant="body2">One .csv file, up to 10,000 guests</Typography>
            </Stack>
          )}
        </Box>
        <Box sx={{ mt: 2 }} aria-live="polite">
          {rejected && (
            <Alert severity="error" role="alert">
              {guestMessages.csvInvalid}
            </Alert>
          )}
          {importer.isError && (
            <Alert severity="error" role="alert">
              {importError(importer.error)}
            </Alert>
          )}
          {report && <ImportReportView report={report} />}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{report ? "Done" : "Cancel"}</Button>
        {file && !report && (
          <Button
            variant="contained"
            loading={importer.isPending}
            onClick={() => importer.mutate(file)}
            startIcon={<CloudUploadOutlinedIcon />}
          >
            Import
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
