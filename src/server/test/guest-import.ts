import type { ImportPreview } from "../../contract/guest-import.ts";
import { fileForm } from "./sample-images.ts";
import type { TestApp } from "./test-app.ts";

// The guest CSV import as the host's browser does it: a preview, then the import of that preview.

type ImportOptions = { name?: string; type?: string; updateExisting?: boolean; fingerprint?: string };

function importForm(csv: string | Buffer, o: ImportOptions): FormData {
  const form = fileForm(
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    o.name ?? "guests.csv",
    o.type ?? "text/csv",
  );
  if (o.updateExisting) form.append("updateExisting", "true");
  if (o.fingerprint !== undefined) form.append("fingerprint", o.fingerprint);
  return form;
}

/** POST …/guests/import/preview: writes nothing. */
export function previewImport(
  t: TestApp,
  cookie: string,
  eventId: string,
  csv: string | Buffer,
  o: ImportOptions = {},
) {
  return t.app.request(`/api/events/${eventId}/guests/import/preview`, {
    method: "POST",
    body: importForm(csv, o),
    headers: { cookie, origin: t.config.publicUrl },
  });
}

/** POST …/guests/import with the given fingerprint (none: the import must refuse). */
export function confirmImport(
  t: TestApp,
  cookie: string,
  eventId: string,
  csv: string | Buffer,
  o: ImportOptions = {},
) {
  return t.app.request(`/api/events/${eventId}/guests/import`, {
    method: "POST",
    body: importForm(csv, o),
    headers: { cookie, origin: t.config.publicUrl },
  });
}

/**
 * Previews, then imports what was previewed; a preview that fails is answered as it is (the import
 * would refuse the same way).
 */
export async function importCsvAs(
  t: TestApp,
  cookie: string,
  eventId: string,
  csv: string | Buffer,
  o: ImportOptions = {},
): Promise<Response> {
  const preview = await previewImport(t, cookie, eventId, csv, o);
  if (preview.status !== 200) return preview;
  const { fingerprint } = (await preview.json()) as ImportPreview;
  return confirmImport(t, cookie, eventId, csv, { ...o, fingerprint });
}
