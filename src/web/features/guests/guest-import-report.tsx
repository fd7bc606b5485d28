import DownloadIcon from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import type { ImportReport } from "../../../contract/guest-import.ts";
import { upgradeActionFor } from "../../components/upgrade-action.tsx";
import { saveFile } from "../../lib/save-file.ts";
import { ImportSection, skippedItem } from "./guest-import-preview.tsx";
import { skippedRowsCsv } from "./skipped-rows-csv.ts";

/**
 * The import's outcome: its messages (new, updated and unchanged; rows skipped and why), then every
 * row that was not written, kept on screen after the import and downloadable to fix in the file.
 */
export function ImportReportView({ report, eventId }: { report: ImportReport; eventId: string }) {
  const [saving, setSaving] = useState(false);
  async function download() {
    setSaving(true);
    try {
      saveFile("skipped-rows.csv", await skippedRowsCsv(report.skipped));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Stack spacing={2}>
      <Stack spacing={1.5} role="status">
        {report.messages.map((m) => (
          <Alert key={m.text} severity={m.severity} action={upgradeActionFor(m.text, eventId)}>
            {m.text}
          </Alert>
        ))}
      </Stack>
      <ImportSection
        title="Rows not imported"
        items={report.skipped}
        render={skippedItem}
        intro={
          // Under the heading, above a list that may be long: in reach without scrolling past it.
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            loading={saving}
            onClick={download}
            sx={{ my: 0.5, minHeight: 44 }}
          >
            Download as CSV
          </Button>
        }
      />
    </Stack>
  );
}
