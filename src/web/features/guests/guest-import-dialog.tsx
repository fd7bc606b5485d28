import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import DescriptionOutlinedIcon from "@mui/icons-material/DescriptionOutlined";
import DownloadIcon from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import type { Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useId, useState } from "react";
import { useDropzone } from "react-dropzone";
import { importMessages } from "../../../contract/guest-import.ts";
import { guestMessages } from "../../../contract/guests.ts";
import { dropAreaSx } from "../../components/image-drop-zone.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { ImportPreviewView } from "./guest-import-preview.tsx";
import { ImportReportView } from "./guest-import-report.tsx";
import { type ImportChoice, useImportGuests, usePreviewImport } from "./use-guest-mutations.ts";

type Props = {
  eventId: string;
  open: boolean;
  onClose: () => void;
  /** An event in parts: the file's Parts column changes guests already on the list only when ticked. */
  inParts?: boolean;
};

const templatePath = "/templates/guest_import_template.csv";

/** The import's outcome in the spec's words; only refusals the server explains are shown as they are. */
function importError(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return guestMessages.importFailed;
}

/**
 * Import CSV (spec §5 'Guest CSV import'): one file, dropped or chosen, is first previewed (new
 * guests, updates with each change, skipped rows with reasons); Import then writes exactly that.
 */
export function GuestImportDialog({ eventId, open, onClose, inParts = false }: Props) {
  const titleId = useId();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down("sm"));
  const [file, setFile] = useState<File | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [rejected, setRejected] = useState(false);
  const previewer = usePreviewImport(eventId);
  const importer = useImportGuests(eventId);

  function preview(choice: ImportChoice) {
    importer.reset();
    previewer.mutate(choice);
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { "text/csv": [".csv"] },
    multiple: false,
    maxFiles: 1,
    disabled: importer.isPending,
    onDrop: (accepted, rejections) => {
      const chosen = accepted[0] ?? null;
      setRejected(rejections.length > 0 || !chosen);
      setFile(chosen);
      if (chosen) preview({ file: chosen, updateExisting });
      else previewer.reset();
    },
  });

  function close() {
    if (importer.isPending) return;
    setFile(null);
    setRejected(false);
    setUpdateExisting(false);
    previewer.reset();
    importer.reset();
    onClose();
  }

  function runImport() {
    if (!file || !previewer.data) return;
    importer.mutate(
      { file, updateExisting, fingerprint: previewer.data.fingerprint },
      {
        onError: (error) => {
          // The list changed since the preview: show the new plan to confirm instead.
          if (error instanceof ApiError && error.status === 409) previewer.mutate({ file, updateExisting });
        },
      },
    );
  }

  const plan = previewer.data;
  const report = importer.data;
  const importable = plan ? plan.newGuests.length + plan.updates.length + plan.unchanged.length : 0;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>Import Guests from CSV</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          The file needs the columns <strong>name, email, phone, category, status</strong>. Name and e-mail
          are required; status defaults to invited. Guests already on the list (same e-mail) are updated. You
          see what will change before anything is saved.
        </Typography>
        <Link
          href={templatePath}
          download
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, mb: 2, minHeight: 44 }}
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
            ...dropAreaSx({ rejected, isDragActive, picking: true }),
            p: { xs: file ? 2 : 3, sm: file ? 2 : 4 },
          }}
        >
          {file ? (
            <Stack spacing={0.5} sx={{ alignItems: "center" }}>
              <DescriptionOutlinedIcon aria-hidden sx={{ fontSize: 32, color: "secondary.main" }} />
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
        <FormControlLabel
          sx={{ mt: 1, mr: 0 }}
          disabled={importer.isPending || Boolean(report)}
          control={
            <Checkbox
              checked={updateExisting}
              sx={{ p: 1.25 }}
              onChange={(e) => {
                setUpdateExisting(e.target.checked);
                if (file) preview({ file, updateExisting: e.target.checked });
              }}
            />
          }
          label={inParts ? importMessages.updateExistingPartsLabel : importMessages.updateExistingLabel}
        />
        <Box sx={{ mt: 2 }} aria-live="polite">
          {rejected && (
            <Alert severity="error" role="alert">
              {guestMessages.csvInvalid}
            </Alert>
          )}
          {previewer.isPending && (
            <Stack spacing={1}>
              <Typography>Checking the file…</Typography>
              <LinearProgress aria-label="Checking the file" />
            </Stack>
          )}
          {previewer.isError && (
            <Alert severity="error" role="alert">
              {importError(previewer.error)}
            </Alert>
          )}
          {importer.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {importError(importer.error)}
            </Alert>
          )}
          {report ? (
            <ImportReportView report={report} eventId={eventId} />
          ) : (
            plan && !previewer.isPending && <ImportPreviewView preview={plan} eventId={eventId} />
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} sx={{ minHeight: 44 }}>
          {report ? "Done" : "Cancel"}
        </Button>
        {file && plan && !report && (
          <Button
            variant="contained"
            loading={importer.isPending}
            disabled={previewer.isPending || importable === 0}
            onClick={runImport}
            startIcon={<CloudUploadOutlinedIcon />}
            sx={{ minHeight: 44 }}
          >
            Import
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
