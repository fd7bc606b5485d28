import { describe, expect, it } from "vitest";
import type { ImportPreview, ImportReport } from "../../contract/guest-import.ts";
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

const importCsv = async (eventId: string, csv: string) =>
  (await (await importCsvAs(t, host.cookie, eventId, csv)).json()) as ImportReport;

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
