import { describe, expect, it } from "vitest";
import type { ImportPreview, ImportReport } from "../../contract/guest-import.ts";
import type { Guest, GuestPage } from "../../contract/guests.ts";
import { confirmImport, importCsvAs, previewImport } from "../test/guest-import.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { createEvent } from "../test/new-event.ts";
import { signUp } from "../test/test-app.ts";
import { writeImportPlan } from "./import-writer.ts";

startHostApp();

const newEvent = async () => (await createEvent(t, host.cookie)).id;

async function addGuest(eventId: string, body: Record<string, unknown>): Promise<Guest> {
  return (await t.request(`/api/events/${eventId}/guests`, { cookie: host.cookie, json: body })).json();
}

async function list(eventId: string): Promise<Guest[]> {
  const page = (await (
    await t.request(`/api/events/${eventId}/guests?pageSize=25`, { cookie: host.cookie })
  ).json()) as GuestPage;
  return page.items.sort((a, b) => (a.email ?? "").localeCompare(b.email ?? ""));
}

const byEmail = (guests: Guest[], email: string) => guests.find((g) => g.email === email);

/** Ravi's phone changed by hand, as the host might in another tab between a preview and its import. */
async function setRaviPhone(eventId: string, phone: string) {
  const ravi = byEmail(await list(eventId), "ravi@example.com")!;
  const res = await t.request(`/api/guests/${ravi.id}`, {
    method: "PUT",
    cookie: host.cookie,
    json: { name: "Ravi", email: "ravi@example.com", phone, status: "invited" },
  });
  expect(res.status).toBe(200);
}

/** A list the host typed in, and a file that adds, updates, repeats and gets things wrong. */
async function eventWithTypedGuests() {
  const id = await newEvent();
  await addGuest(id, { name: "Ravi", email: "ravi@example.com", status: "invited" });
  await addGuest(id, { name: "Meena", email: "meena@example.com", status: "maybe", category: "family" });
  await addGuest(id, { name: "Uma", email: "uma@example.com", status: "invited" });
  return id;
}
const csv = [
  "name,email,phone,category,status",
  "New Guest,new@example.com,,friend,", // 2 new
  "Ravi Kumar,RAVI@example.com,+91 99999 00000,,confirmed", // 3 phone added; name and status differ
  "No Mail,,,,", // 4
  "Bad Mail,not-an-email,,,", // 5
  "Cat,cat@example.com,,cousin,", // 6
  ",nameless@example.com,,,maybe-ish", // 7 two reasons
  "Uma,uma@example.com,,,", // 8 nothing to change
  "Dup,dup@example.com,,,", // 9 repeated by row 10
  "Dup Later,dup@example.com,,,", // 10 new
  "Meena,meena@example.com,,colleague,", // 11 category changes
].join("\n");

/** The rows of `csv` not imported, each with why: the preview shows them, and the report keeps them but for `kind`. */
const notImported = [
  { row: 4, kind: "invalid", name: "No Mail", email: "", reasons: ["Email is required"] },
  {
    row: 5,
    kind: "invalid",
    name: "Bad Mail",
    email: "not-an-email",
    reasons: ["Please enter a valid email address"],
  },
  {
    row: 6,
    kind: "invalid",
    name: "Cat",
    email: "cat@example.com",
    reasons: ['Unknown category "cousin" (use family, friend, colleague, vip, other)'],
  },
  {
    row: 7,
    kind: "invalid",
    name: "",
    email: "nameless@example.com",
    reasons: [
      "Name is required",
      'Unknown status "maybe-ish" (use invited, confirmed, declined, maybe, waitlisted)',
    ],
  },
  {
    row: 9,
    kind: "duplicate",
    name: "Dup",
    email: "dup@example.com",
    reasons: ["Same e-mail as row 10, which is used instead"],
  },
];

describe("CSV import preview", () => {
  it("shows new guests, updates with each change, kept names and statuses and skipped rows with reasons, writing nothing", async () => {
    const id = await eventWithTypedGuests();
    const before = await list(id);
    const res = await previewImport(t, host.cookie, id, csv);
    expect(res.status).toBe(200);
    const preview = (await res.json()) as ImportPreview;

    expect(preview.updateExisting).toBe(false);
    expect(preview.newGuests).toEqual([
      {
        row: 2,
        name: "New Guest",
        email: "new@example.com",
        phone: null,
        category: "friend",
        status: "invited",
      },
      {
        row: 10,
        name: "Dup Later",
        email: "dup@example.com",
        phone: null,
        category: null,
        status: "invited",
      },
    ]);
    const ravi = byEmail(before, "ravi@example.com")!;
    const meena = byEmail(before, "meena@example.com")!;
    expect(preview.updates).toEqual([
      {
        row: 3,
        guestId: ravi.id,
        name: "Ravi",
        email: "ravi@example.com",
        changes: [{ field: "phone", from: null, to: "+91 99999 00000" }],
      },
      {
        row: 11,
        guestId: meena.id,
        name: "Meena",
        email: "meena@example.com",
        changes: [{ field: "category", from: "family", to: "colleague" }],
      },
    ]);
    // The rename and the status the file has for Ravi are shown as left alone.
    expect(preview.kept).toEqual([
      {
        row: 3,
        guestId: ravi.id,
        name: "Ravi",
        email: "ravi@example.com",
        changes: [
          { field: "name", from: "Ravi", to: "Ravi Kumar" },
          { field: "status", from: "invited", to: "confirmed" },
        ],
      },
    ]);
    expect(preview.unchanged.map((u) => [u.row, u.name])).toEqual([[8, "Uma"]]);
    expect(preview.skipped).toEqual(notImported);

    // Nothing was written: the same guests, untouched.
    expect(await list(id)).toEqual(before);
  });

  it("imports exactly what was previewed, and reports it in the spec's words", async () => {
    const id = await eventWithTypedGuests();
    const before = await list(id);
    const res = await importCsvAs(t, host.cookie, id, csv);
    expect(res.status).toBe(200);
    const report = (await res.json()) as ImportReport;
    expect(report).toMatchObject({
      inserted: 2,
      updated: 2,
      unchanged: 1,
      skippedRows: [4, 5, 6, 7],
      duplicateRows: [9],
      notApplied: [],
    });
    expect(report.messages).toEqual([
      { severity: "success", text: "2 new guests added, 2 updated, 1 unchanged" },
      { severity: "info", text: "Names and statuses of 1 guest already on the list were left as they are" },
      { severity: "warning", text: "Some rows (4, 5, 6, 7) were skipped due to invalid data" },
      { severity: "warning", text: "Rows (9) were skipped: a later row has the same e-mail" },
    ]);
    // The reasons stay after the import: each row not written, with what to find it by.
    expect(report.skipped).toEqual(notImported.map(({ kind: _, ...reason }) => reason));

    const after = await list(id);
    expect(after.map((g) => g.email)).toEqual([
      "dup@example.com",
      "meena@example.com",
      "new@example.com",
      "ravi@example.com",
      "uma@example.com",
    ]);
    // The guest the host typed in keeps his name and status; only the previewed phone is new.
    expect(byEmail(after, "ravi@example.com")).toMatchObject({
      name: "Ravi",
      status: "invited",
      phone: "+91 99999 00000",
    });
    expect(byEmail(after, "meena@example.com")).toMatchObject({ category: "colleague", status: "maybe" });
    expect(byEmail(after, "dup@example.com")?.name).toBe("Dup Later");
    // Uma had nothing to change and was not written at all.
    expect(byEmail(after, "uma@example.com")).toEqual(byEmail(before, "uma@example.com"));
  });

  it("renames and changes statuses only when the host chose to, and shows each change first", async () => {
    const id = await eventWithTypedGuests();
    const res = await previewImport(t, host.cookie, id, csv, { updateExisting: true });
    const preview = (await res.json()) as ImportPreview;
    expect(preview.updateExisting).toBe(true);
    expect(preview.kept).toEqual([]);
    expect(preview.updates.find((u) => u.row === 3)?.changes).toEqual([
      { field: "name", from: "Ravi", to: "Ravi Kumar" },
      { field: "phone", from: null, to: "+91 99999 00000" },
      { field: "status", from: "invited", to: "confirmed" },
    ]);
    // The fingerprint belongs to the choice: the other choice's import is refused.
    const mismatched = await confirmImport(t, host.cookie, id, csv, { fingerprint: preview.fingerprint });
    expect(mismatched.status).toBe(409);
    expect(byEmail(await list(id), "ravi@example.com")?.name).toBe("Ravi");

    const done = await confirmImport(t, host.cookie, id, csv, {
      updateExisting: true,
      fingerprint: preview.fingerprint,
    });
    expect(done.status).toBe(200);
    expect(byEmail(await list(id), "ravi@example.com")).toMatchObject({
      name: "Ravi Kumar",
      status: "confirmed",
    });
  });

  it("refuses to import when the list changed after the preview, or without a preview", async () => {
    const id = await eventWithTypedGuests();
    const preview = (await (await previewImport(t, host.cookie, id, csv)).json()) as ImportPreview;
    await setRaviPhone(id, "12345");
    const before = await list(id);

    const stale = await confirmImport(t, host.cookie, id, csv, { fingerprint: preview.fingerprint });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toBe(
      "The guest list changed after the preview. Please check the new preview before importing.",
    );
    const unpreviewed = await confirmImport(t, host.cookie, id, csv);
    expect(unpreviewed.status).toBe(400);
    expect((await unpreviewed.json()).error.message).toBe("Please preview the import first");
    expect(await list(id)).toEqual(before);

    // A fresh preview shows the phone as it is now, and its import goes through.
    const fresh = (await (await previewImport(t, host.cookie, id, csv)).json()) as ImportPreview;
    expect(fresh.updates.find((u) => u.row === 3)?.changes).toEqual([
      { field: "phone", from: "12345", to: "+91 99999 00000" },
    ]);
    const ok = await confirmImport(t, host.cookie, id, csv, { fingerprint: fresh.fingerprint });
    expect(ok.status).toBe(200);
  });

  it("previews a file without a valid row with every reason, and the import refuses it in the spec's words", async () => {
    const id = await newEvent();
    const bad = "name,email\n,\nx,bad\n";
    const preview = (await (await previewImport(t, host.cookie, id, bad)).json()) as ImportPreview;
    expect(preview.newGuests).toEqual([]);
    expect(preview.skipped).toEqual([
      { row: 2, kind: "invalid", name: "", email: "", reasons: ["Name is required", "Email is required"] },
      {
        row: 3,
        kind: "invalid",
        name: "x",
        email: "bad",
        reasons: ["Please enter a valid email address"],
      },
    ]);
    const res = await confirmImport(t, host.cookie, id, bad, { fingerprint: preview.fingerprint });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("No valid guest data found in the CSV file");
  });

  it("lets only the event's host preview its import", async () => {
    const id = await newEvent();
    const stranger = await signUp(t, "stranger@example.com", "Stranger");
    expect((await previewImport(t, stranger.cookie, id, csv)).status).toBe(403);
    const anonymous = await t.app.request(`/api/events/${id}/guests/import/preview`, {
      method: "POST",
      headers: { origin: t.config.publicUrl },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("writing an import plan", () => {
  it("leaves rows changed meanwhile alone and reports them; a half-failed import says what was and was not saved", async () => {
    const id = await eventWithTypedGuests();
    const preview = (await (await previewImport(t, host.cookie, id, csv)).json()) as ImportPreview;
    // Between the preview and the write: Ravi's phone is set, and new@ is added by hand.
    await setRaviPhone(id, "777");
    await addGuest(id, { name: "Typed", email: "new@example.com", status: "invited" });

    const outcome = await writeImportPlan(t.db, id, preview, host.id);
    expect(outcome).toMatchObject({ inserted: 1, updated: 1 });
    expect(outcome.notApplied).toEqual([
      { row: 2, email: "new@example.com", reason: "The e-mail was added to the list after the preview" },
      { row: 3, email: "ravi@example.com", reason: "The guest was changed or removed after the preview" },
    ]);
    const after = await list(id);
    expect(byEmail(after, "ravi@example.com")?.phone).toBe("777");
    expect(byEmail(after, "new@example.com")?.name).toBe("Typed");
    expect(byEmail(after, "meena@example.com")?.category).toBe("colleague");

    // 300 new guests: a bad value in the second batch of 250 stops the import, and the first
    // batch is not kept either (one transaction on both databases).
    const other = await newEvent();
    const newGuests = Array.from({ length: 300 }, (_, i) => ({
      row: i + 2,
      name: i === 260 ? "Bad\u0000Name" : `Guest ${i}`,
      email: `g${i}@example.com`,
      phone: null,
      category: null,
      status: "invited" as const,
    }));
    const half = await writeImportPlan(t.db, other, { newGuests, updates: [] }, host.id).catch(
      (e: Error) => e,
    );
    expect(half).toBeInstanceOf(Error);
    expect(await list(other)).toEqual([]);
  });
});
