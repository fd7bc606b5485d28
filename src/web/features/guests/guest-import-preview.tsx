import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import {
  type ImportChange,
  type ImportPreview,
  importFieldLabels,
  importMessages,
  planFitText,
  type SkippedImportRow,
} from "../../../contract/guest-import.ts";
import { type GuestStatus, type guestCategories, guestMessages } from "../../../contract/guests.ts";
import { upgradeActionFor } from "../../components/upgrade-action.tsx";
import { guestCategoryLabels, guestStatusLabels } from "../../lib/guest-labels.ts";

/** Items a section shows before 'Show all': enough to check a file, short enough for a phone. */
const shownAtFirst = 20;

function valueText(field: ImportChange["field"], value: string | null): string {
  if (value === null || value === "") return "—";
  if (field === "status") return guestStatusLabels[value as GuestStatus] ?? value;
  if (field === "category") return guestCategoryLabels[value as (typeof guestCategories)[number]] ?? value;
  return value;
}

const changeText = (c: ImportChange) =>
  `${importFieldLabels[c.field]}: ${valueText(c.field, c.from)} → ${valueText(c.field, c.to)}`;
const newGuestItem = (g: ImportPreview["newGuests"][number]) => ({
  key: g.row,
  head: g.name,
  lines: [
    `${g.email} · ${valueText("status", g.status)}${g.category ? ` · ${valueText("category", g.category)}` : ""}`,
    `Row ${g.row}`,
  ],
});
const keptText = (c: ImportChange) =>
  `${importFieldLabels[c.field]} stays ${valueText(c.field, c.from)} (the file has ${valueText(c.field, c.to)})`;

/** A row that is not imported, in the preview and in the report: its number, whom it names, why. */
export const skippedItem = (s: SkippedImportRow) => ({
  key: s.row,
  head: `Row ${s.row}`,
  lines: [[s.name, s.email].filter(Boolean).join(" · "), ...s.reasons].filter(Boolean),
});

/** One list of the preview (or the report), with its count in the heading; long lists open on request. */
export function ImportSection<T>({
  title,
  items,
  intro,
  render,
}: {
  title: string;
  items: T[];
  intro?: ReactNode;
  render: (item: T) => { key: string | number; head: string; lines: string[] };
}) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  if (items.length === 0) return null;
  const shown = all ? items : items.slice(0, shownAtFirst);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title} ({items.length})
      </Typography>
      {intro}
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {shown.map((item) => {
          const { key, head, lines } = render(item);
          return (
            <Box component="li" key={key} sx={{ py: 1, borderBottom: 1, borderColor: "divider" }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{head}</Typography>
              {lines.map((line) => (
                <Typography
                  key={line}
                  variant="body2"
                  sx={{ color: "text.secondary", overflowWrap: "anywhere" }}
                >
                  {line}
                </Typography>
              ))}
            </Box>
          );
        })}
      </Box>
      {items.length > shown.length && (
        <Button onClick={() => setAll(true)} sx={{ mt: 0.5, minHeight: 44 }}>
          Show all {items.length}
        </Button>
      )}
    </Box>
  );
}

/**
 * What the import would do, before anything is written: every new guest, change and skipped row,
 * and first of all how many new guests the event's plan takes (the import writes no more).
 */
export function ImportPreviewView({ preview, eventId }: { preview: ImportPreview; eventId: string }) {
  const importable = preview.newGuests.length + preview.updates.length + preview.unchanged.length;
  const over = preview.overLimit.length;
  const summary = [
    `${preview.newGuests.length} new`,
    ...(over > 0 ? [`${over} over the plan's limit`] : []),
    `${preview.updates.length} to update`,
    `${preview.unchanged.length} unchanged`,
    `${preview.skipped.length} skipped`,
  ].join(" · ");
  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="h3" variant="h6">
          Preview
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Nothing is saved until you press Import.
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {summary}
        </Typography>
      </Box>
      {preview.limit && over > 0 && (
        <Alert severity="warning" action={upgradeActionFor(preview.limit.refusal, eventId)}>
          {planFitText(preview.newGuests.length, over, preview.limit)}
        </Alert>
      )}
      {importable === 0 && over === 0 && <Alert severity="error">{guestMessages.csvNoValidRows}</Alert>}
      <ImportSection title="New guests" items={preview.newGuests} render={newGuestItem} />
      <ImportSection
        title="Over the plan's limit, not imported"
        items={preview.overLimit}
        render={newGuestItem}
      />
      <ImportSection
        title="Updates"
        items={preview.updates}
        render={(u) => ({
          key: u.row,
          head: u.name,
          lines: [`${u.email} · Row ${u.row}`, ...u.changes.map(changeText)],
        })}
      />
      <ImportSection
        title="Left as they are"
        items={preview.kept}
        intro={
          <Typography variant="body2" sx={{ my: 0.5 }}>
            {preview.kept.some((k) => k.changes.some((c) => c.field === "parts"))
              ? importMessages.keptPartsExplained
              : importMessages.keptExplained}
          </Typography>
        }
        render={(k) => ({
          key: k.row,
          head: k.name,
          lines: [`${k.email} · Row ${k.row}`, ...k.changes.map(keptText)],
        })}
      />
      <ImportSection
        title="Already on the list, nothing to change"
        items={preview.unchanged}
        render={(u) => ({ key: u.row, head: u.name, lines: [`${u.email} · Row ${u.row}`] })}
      />
      <ImportSection title="Skipped rows" items={preview.skipped} render={skippedItem} />
    </Stack>
  );
}
