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
} from "../../../contract/guest-import.ts";
import { type GuestStatus, type guestCategories, guestMessages } from "../../../contract/guests.ts";
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
const keptText = (c: ImportChange) =>
  `${importFieldLabels[c.field]} stays ${valueText(c.field, c.from)} (the file has ${valueText(c.field, c.to)})`;

/** One list of the preview, with its count in the heading; long lists open on request. */
function Section<T>({
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

/** What the import would do, before anything is written: every new guest, change and skipped row. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const importable = preview.newGuests.length + preview.updates.length + preview.unchanged.length;
  const summary = [
    `${preview.newGuests.length} new`,
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
      {importable === 0 && <Alert severity="error">{guestMessages.csvNoValidRows}</Alert>}
      <Section
        title="New guests"
        items={preview.newGuests}
        render={(g) => ({
          key: g.row,
          head: g.name,
          lines: [
            `${g.email} · ${valueText("status", g.status)}${g.category ? ` · ${valueText("category", g.category)}` : ""}`,
            `Row ${g.row}`,
          ],
        })}
      />
      <Section
        title="Updates"
        items={preview.updates}
        render={(u) => ({
          key: u.row,
          head: u.name,
          lines: [`${u.email} · Row ${u.row}`, ...u.changes.map(changeText)],
        })}
      />
      <Section
        title="Left as they are"
        items={preview.kept}
        intro={
          <Typography variant="body2" sx={{ my: 0.5 }}>
            {importMessages.keptExplained}
          </Typography>
        }
        render={(k) => ({
          key: k.row,
          head: k.name,
          lines: [`${k.email} · Row ${k.row}`, ...k.changes.map(keptText)],
        })}
      />
      <Section
        title="Already on the list, nothing to change"
        items={preview.unchanged}
        render={(u) => ({ key: u.row, head: u.name, lines: [`${u.email} · Row ${u.row}`] })}
      />
      <Section
        title="Skipped rows"
        items={preview.skipped}
        render={(s) => ({ key: s.row, head: `Row ${s.row}`, lines: s.reasons })}
      />
    </Stack>
  );
}
