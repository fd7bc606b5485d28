import { describe, expect, it } from "vitest";
import { type ImportPreview, type ImportReport, partsChangedText } from "../../contract/guest-import.ts";
import type { GuestPage } from "../../contract/guests.ts";
import { unknownPartText } from "../../contract/parts.ts";
import { importCsvAs, previewImport } from "../test/guest-import.ts";
import { host, hostActor, hostEvent, startHostApp, t } from "../test/host-app-setup.ts";

// The guest CSV's `Parts` column (issue 36): part names separated by ";", any case, trimmed; empty
// or missing: all parts; an unknown name skips the row with why. The export writes it back.

startHostApp();

const partNames = ["Haldi", "Sangeet", "Ceremony", "Reception"];

async function wedding() {
  const eventId = await hostEvent();
  for (const name of partNames) {
    await t.services.parts.create(hostActor(), eventId, {
      ...{ name, date: "2034-02-13", startTime: "10:00", endTime: null, venue: null, note: "" },
      ...{ capacity: null, isPublic: true },
    });
  }
  return eventId;
}

const importCsv = async (eventId: string, csv: string, updateExisting = false) =>
  (await (await importCsvAs(t, host.cookie, eventId, csv, { updateExisting })).json()) as ImportReport;
const previewOf = async (eventId: string, csv: string, updateExisting = false) =>
  (await (await previewImport(t, host.cookie, eventId, csv, { updateExisting })).json()) as ImportPreview;

/** Each guest's e-mail and the names of their parts, in the parts' order. */
async function invitations(eventId: string): Promise<Record<string, string[]>> {
  const page = (await (
    await t.request(`/api/events/${eventId}/guests?pageSize=25`, { cookie: host.cookie })
  ).json()) as GuestPage;
  const names = new Map(page.parts.map((p) => [p.id, p.name]));
  return Object.fromEntries(page.items.map((g) => [g.email, g.parts.map((p) => names.get(p.partId))]));
}

const exportOf = async (eventId: string) =>
  (await t.request(`/api/events/${eventId}/guests/export`, { cookie: host.cookie })).text();

describe("the Parts column of a guest CSV", () => {
  it("invites each row to the parts it names, all parts when it names none, and skips unknown names", async () => {
    const eventId = await wedding();
    const csv = [
      "Name,Email,Parts",
      'Asha,asha@example.com," haldi ; SANGEET "',
      "Ravi,ravi@example.com,",
      "Meera,meera@example.com,Reception;Ceremony",
      "Kabir,kabir@example.com,Haldi;Mehndi",
    ].join("\n");
    const preview = (await (await previewImport(t, host.cookie, eventId, csv)).json()) as ImportPreview;
    expect(preview.newGuests.map((g) => g.parts)).toEqual([
      ["Haldi", "Sangeet"],
      undefined,
      ["Reception", "Ceremony"],
    ]);
    const report = await importCsv(eventId, csv);
    expect(report.inserted).toBe(3);
    expect(report.skippedRows).toEqual([5]);
    expect(report.skipped).toEqual([
      {
        row: 5,
        name: "Kabir",
        email: "kabir@example.com",
        reasons: [unknownPartText("Mehndi", partNames)],
      },
    ]);
    expect(report.messages.map((m) => m.text)).toContain("Some rows (5) were skipped due to invalid data");
    expect(await invitations(eventId)).toEqual({
      "asha@example.com": ["Haldi", "Sangeet"],
      "ravi@example.com": partNames,
      "meera@example.com": ["Ceremony", "Reception"],
    });
  });

  it("round-trips: the export writes each guest's parts, and importing it elsewhere invites them alike", async () => {
    const eventId = await wedding();
    await importCsv(
      eventId,
      ["name,email,parts", "Asha,asha@example.com,Sangeet;Haldi", "Ravi,ravi@example.com,"].join("\n"),
    );
    const exported = await exportOf(eventId);
    const [header, ...lines] = exported.trim().split(/\r?\n/);
    expect(header.split(",").at(-1)).toBe("parts");
    expect(lines.map((l) => l.split(",").at(-1)).sort()).toEqual([
      "Haldi; Sangeet",
      "Haldi; Sangeet; Ceremony; Reception",
    ]);
    const copy = await wedding();
    expect((await importCsv(copy, exported)).inserted).toBe(2);
    expect(await invitations(copy)).toEqual(await invitations(eventId));
  });

  it("is ignored by an event without parts, whose export has no such column", async () => {
    const eventId = await hostEvent();
    const report = await importCsv(eventId, "name,email,parts\nAsha,asha@example.com,Haldi\n");
    expect(report.inserted).toBe(1);
    expect(report.skipped).toEqual([]);
    const header = (await exportOf(eventId)).split(/\r?\n/)[0];
    expect(header).toBe(
      "name,email,phone,category,status,plus_ones,meal_choice,dietary_notes,plus_one_meals,plus_one_dietary_notes,note_to_host,responded_at",
    );
  });
});

describe("the Parts column for guests already on the list", () => {
  /** Asha (Haldi and Sangeet, Yes to the haldi) and Ravi (every part, no answer) on the list. */
  async function listed() {
    const eventId = await wedding();
    await importCsv(
      eventId,
      ["name,email,parts", "Asha,asha@example.com,Haldi;Sangeet", "Ravi,ravi@example.com,"].join("\n"),
    );
    const page = (await (
      await t.request(`/api/events/${eventId}/guests?pageSize=25`, { cookie: host.cookie })
    ).json()) as GuestPage;
    const asha = page.items.find((g) => g.name === "Asha")!;
    const haldi = page.parts[0];
    // The host puts her down as coming to the haldi (the guest form's answer per part).
    const res = await t.request(`/api/guests/${asha.id}`, {
      method: "PUT",
      cookie: host.cookie,
      json: {
        ...{ name: "Asha", email: "asha@example.com", status: "invited" },
        partAnswers: [{ partId: haldi.id, status: "confirmed" }],
      },
    });
    expect(((await res.json()) as { status: string }).status).toBe("confirmed");
    return { eventId, asha };
  }
  const file = ["name,email,parts", "Asha,asha@example.com,Reception", "Ravi,ravi@example.com,"].join("\n");

  it("is kept as it is unless the host asks to update, and shown so in the preview and the report", async () => {
    const { eventId, asha } = await listed();
    const preview = await previewOf(eventId, file);
    const change = { field: "parts", from: "Haldi; Sangeet", to: "Reception" };
    expect(preview.kept).toEqual([expect.objectContaining({ guestId: asha.id, changes: [change] })]);
    expect(preview.updates).toEqual([]);
    // A blank cell keeps Ravi's parts: nothing to change.
    expect(preview.unchanged.map((u) => u.name)).toEqual(["Asha", "Ravi"]);
    const report = await importCsv(eventId, file);
    expect(report.partsChanged).toBe(0);
    expect(report.messages.map((m) => m.text)).toContain(
      "Names, statuses and parts of 1 guest already on the list were left as they are",
    );
    expect((await invitations(eventId))["asha@example.com"]).toEqual(["Haldi", "Sangeet"]);
  });

  it("with update existing: changes the invitations, drops the answer to a part lost, and the status follows", async () => {
    const { eventId, asha } = await listed();
    const preview = await previewOf(eventId, file, true);
    expect(preview.updates).toEqual([
      expect.objectContaining({
        guestId: asha.id,
        changes: [{ field: "parts", from: "Haldi; Sangeet", to: "Reception" }],
      }),
    ]);
    // The same parts named in another order, or in another case, are no change.
    const same = await previewOf(eventId, "name,email,parts\nAsha,asha@example.com,sangeet; HALDI\n", true);
    expect(same.updates).toEqual([]);
    const report = await importCsv(eventId, file, true);
    expect(report.updated).toBe(1);
    expect(report.partsChanged).toBe(1);
    expect(report.messages.map((m) => m.text)).toContain(partsChangedText(1));
    expect(await invitations(eventId)).toEqual({
      "asha@example.com": ["Reception"],
      "ravi@example.com": partNames,
    });
    const guest = (await (await t.request(`/api/guests/${asha.id}`, { cookie: host.cookie })).json()) as {
      status: string;
      parts: { status: string }[];
    };
    // Her Yes went with the haldi: no part answered, so she is back to Invited.
    expect(guest.parts.map((p) => p.status)).toEqual(["invited"]);
    expect(guest.status).toBe("invited");
  });
});
