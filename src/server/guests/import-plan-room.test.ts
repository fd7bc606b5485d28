import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImportPreview, type ImportReport, planFitText } from "../../contract/guest-import.ts";
import type { GuestPage } from "../../contract/guests.ts";
import { confirmImport, previewImport } from "../test/guest-import.ts";
import { createEvent } from "../test/new-event.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

// The import tells the truth about the event's plan before it writes: the preview says how many
// new guests fit (issue 34: it promised 31 and imported 22), and the import does just that.

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // The free plan as shipped: 25 guests.
  t = await createTestApp({ FREE_GUEST_LIMIT: "25" });
  host = await signUp(t, "host@example.com", "Host");
});
afterAll(() => t.close());

const refusal = "This event's free plan allows 25 guests. Upgrade the event's package to add more.";

async function addGuest(eventId: string, name: string, email: string) {
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: { name, email, status: "invited" },
  });
  expect(res.status).toBe(201);
}

/** An event with three guests typed in: Asha, Bala and Chitra. */
async function eventWithThree(): Promise<string> {
  const { id } = await createEvent(t, host.cookie);
  await addGuest(id, "Asha", "asha@example.com");
  await addGuest(id, "Bala", "bala@example.com");
  await addGuest(id, "Chitra", "chitra@example.com");
  return id;
}

/**
 * A wedding list: 31 new guests (rows 2–32), Asha with a phone (an update), Bala as she is, and a
 * row without an e-mail.
 */
const weddingCsv = [
  "name,email,phone",
  ...Array.from({ length: 31 }, (_, i) => `Guest ${i + 1},guest${i + 1}@example.com,`),
  "Asha,asha@example.com,+91 98450 12345", // 33 update
  "Bala,bala@example.com,", // 34 unchanged
  "No Mail,,", // 35 invalid
].join("\n");

async function preview(eventId: string, csv = weddingCsv): Promise<ImportPreview> {
  const res = await previewImport(t, host.cookie, eventId, csv);
  expect(res.status).toBe(200);
  return (await res.json()) as ImportPreview;
}

async function total(eventId: string): Promise<number> {
  const page = (await (
    await t.request(`/api/events/${eventId}/guests`, { cookie: host.cookie })
  ).json()) as GuestPage;
  return page.total;
}

describe("an import over the plan's guest limit", () => {
  it("previews how many new guests fit the plan; rows that update guests on the list take no room", async () => {
    const id = await eventWithThree();
    const plan = await preview(id);
    expect(plan.limit).toEqual({ planName: "free plan", guests: 25, onList: 3, refusal });
    // The first 22 new rows of the file fit; the 9 after them do not.
    expect(plan.newGuests.map((g) => g.row)).toEqual(Array.from({ length: 22 }, (_, i) => i + 2));
    expect(plan.overLimit.map((g) => [g.row, g.name])).toEqual(
      Array.from({ length: 9 }, (_, i) => [i + 24, `Guest ${i + 23}`]),
    );
    expect(plan.updates.map((u) => u.row)).toEqual([33]);
    expect(plan.unchanged.map((u) => u.row)).toEqual([34]);
    expect(planFitText(plan.newGuests.length, plan.overLimit.length, plan.limit!)).toBe(
      "22 of 31 new guests fit the free plan of 25; 9 will not be imported",
    );
    expect(await total(id)).toBe(3);
  });

  it("imports what the preview said, and reports every row it did not write with its name and reason", async () => {
    const id = await eventWithThree();
    const plan = await preview(id);
    const res = await confirmImport(t, host.cookie, id, weddingCsv, { fingerprint: plan.fingerprint });
    expect(res.status).toBe(200);
    const report = (await res.json()) as ImportReport;
    expect(report).toMatchObject({ inserted: 22, updated: 1, unchanged: 1, skippedRows: [35] });
    const overRows = Array.from({ length: 9 }, (_, i) => i + 24);
    expect(report.notApplied.map((n) => [n.row, n.reason])).toEqual(overRows.map((r) => [r, refusal]));
    expect(report.messages).toEqual([
      { severity: "success", text: "22 new guests added, 1 updated, 1 unchanged" },
      { severity: "warning", text: "Some rows (35) were skipped due to invalid data" },
      { severity: "error", text: `Rows (${overRows.join(", ")}) were not imported: ${refusal}` },
    ]);
    expect(report.skipped).toEqual([
      ...overRows.map((row) => ({
        row,
        name: `Guest ${row - 1}`,
        email: `guest${row - 1}@example.com`,
        reasons: [refusal],
      })),
      { row: 35, name: "No Mail", email: "", reasons: ["Email is required"] },
    ]);
    expect(await total(id)).toBe(25);
  });

  it("refuses the import when fewer rows fit than the preview said, and the new preview says so", async () => {
    const id = await eventWithThree();
    const plan = await preview(id);
    await addGuest(id, "Typed Meanwhile", "meanwhile@example.com");
    const stale = await confirmImport(t, host.cookie, id, weddingCsv, { fingerprint: plan.fingerprint });
    expect(stale.status).toBe(409);
    expect(await total(id)).toBe(4);
    const fresh = await preview(id);
    expect(planFitText(fresh.newGuests.length, fresh.overLimit.length, fresh.limit!)).toBe(
      "21 of 31 new guests fit the free plan of 25; 10 will not be imported",
    );
    const done = await confirmImport(t, host.cookie, id, weddingCsv, { fingerprint: fresh.fingerprint });
    expect(((await done.json()) as ImportReport).inserted).toBe(21);
    expect(await total(id)).toBe(25);
  });

  it("goes ahead when a guest added meanwhile leaves the same rows fitting", async () => {
    const id = await eventWithThree();
    const csv = "name,email\nDev,dev@example.com\nEla,ela@example.com\n";
    const plan = await preview(id, csv);
    expect(plan.overLimit).toEqual([]);
    await addGuest(id, "Typed Meanwhile", "meanwhile@example.com");
    const res = await confirmImport(t, host.cookie, id, csv, { fingerprint: plan.fingerprint });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ImportReport).messages[0].text).toBe("Successfully imported 2 guests");
  });

  it("writes no new guest when the plan is full, and says why for each row", async () => {
    const id = await eventWithThree();
    const rows = Array.from({ length: 22 }, (_, i) => `Fill ${i},fill${i}@example.com`);
    const fill = await preview(id, `name,email\n${rows.join("\n")}\n`);
    expect(fill.overLimit).toEqual([]);
    await confirmImport(t, host.cookie, id, `name,email\n${rows.join("\n")}\n`, {
      fingerprint: fill.fingerprint,
    });
    expect(await total(id)).toBe(25);

    const csv = "name,email,phone\nLate,late@example.com,\nAsha,asha@example.com,12345\n";
    const full = await preview(id, csv);
    expect(full.newGuests).toEqual([]);
    expect(full.overLimit.map((g) => g.name)).toEqual(["Late"]);
    expect(planFitText(0, 1, full.limit!)).toBe(
      "0 of 1 new guests fit the free plan of 25; 1 will not be imported",
    );
    // The update still goes through: it takes no room.
    const report = (await (
      await confirmImport(t, host.cookie, id, csv, { fingerprint: full.fingerprint })
    ).json()) as ImportReport;
    expect(report).toMatchObject({ inserted: 0, updated: 1 });
    expect(report.skipped).toEqual([{ row: 2, name: "Late", email: "late@example.com", reasons: [refusal] }]);
    expect(await total(id)).toBe(25);
  });
});
