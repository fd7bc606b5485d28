import { describe, expect, test } from "vitest";
import { replyPartMessages } from "../../src/contract/reply-parts.ts";
import { calendarAttachment } from "../../src/server/test/parse-calendar-file.ts";
import {
  addGuestAs,
  apiAs,
  apiRaw,
  createEventAs,
  createUser,
  expectVisible,
  rawMailsTo,
  readOutbox,
  setupBrowser,
  shoot,
} from "./fixtures.ts";

// A wedding in four parts (issue 36): a guest invited to two of them opens their link on a phone
// with JavaScript turned off, sees only those two, says yes to one and no to the other, and is
// mailed one confirmation whose calendar file holds one entry, the part they come to; the page
// offers calendar links for that part only. A guest invited to no part is told so, with no form.

const browser = setupBrowser();

const parts = [
  {
    name: "Haldi",
    startTime: "10:00",
    endTime: "12:00",
    venue: "Courtyard, Rambagh Palace",
    note: "Dress code: Yellow",
  },
  { name: "Mehndi", startTime: "15:00", endTime: "18:00", venue: null, note: "" },
  { name: "Sangeet", startTime: "19:30", endTime: "23:00", venue: "Lawn, Rambagh Palace", note: "" },
  { name: "Reception", startTime: "20:00", endTime: null, venue: null, note: "" },
];

describe("a guest's reply at an event in parts", () => {
  test("invited to two of four parts, answers yes to one and no to the other without JavaScript at 390 px", async () => {
    const host = await createUser({ name: "Asha Host" });
    const title = `Wedding ${Date.now().toString(36)}`;
    const { id: eventId } = await createEventAs(host, title, false);
    const made: { id: string; name: string }[] = [];
    for (const p of parts) {
      made.push(
        await apiAs(host, "POST", `/api/events/${eventId}/parts`, {
          ...p,
          date: "2031-06-15",
          capacity: null,
          isPublic: true,
        }),
      );
    }
    const [haldi, mehndi, sangeet] = made;
    const guest = await addGuestAs(host, eventId, "Meera Guest");
    await apiAs(host, "POST", `/api/events/${eventId}/parts/invitations`, {
      guestIds: [guest.id],
      partIds: [haldi.id, sangeet.id],
    });

    const { page } = await browser.newPage({ viewport: "phone", javaScript: false });
    await page.goto(guest.rsvpPath);
    const haldiSet = page.getByRole("group", { name: "Haldi" });
    const sangeetSet = page.getByRole("group", { name: "Sangeet" });
    await expectVisible(haldiSet);
    await expectVisible(sangeetSet);
    await expectVisible(haldiSet.getByText("Sun 15 Jun, 10:00–12:00 · Courtyard, Rambagh Palace"));
    await expectVisible(haldiSet.getByText("Dress code: Yellow"));
    expect(await haldiSet.getByRole("link", { name: "Directions" }).getAttribute("href")).toContain(
      "google.com/maps/search",
    );
    // Only the guest's parts: the other two are nowhere on the page.
    expect(await page.getByText("Mehndi").count()).toBe(0);
    expect(await page.getByText("Reception").count()).toBe(0);
    await shoot(page, "parts-reply-form-390");

    // Sending with a part unanswered names it beside the part, keeping what was picked.
    await haldiSet.getByRole("radio", { name: "Attending", exact: true }).check();
    await page.getByRole("button", { name: "Send reply" }).click();
    await expectVisible(
      page.getByRole("group", { name: "Sangeet" }).getByText(replyPartMessages.answerEachPart),
    );
    expect(
      await page
        .getByRole("group", { name: "Haldi" })
        .getByRole("radio", { name: "Attending", exact: true })
        .isChecked(),
    ).toBe(true);

    await page.getByRole("group", { name: "Sangeet" }).getByRole("radio", { name: "Not attending" }).check();
    await page.getByRole("button", { name: "Send reply" }).click();
    await expectVisible(page.getByText("Thank you! Your reply has been saved. See you there!"));
    await expectVisible(page.getByText("Attending", { exact: true }).first());
    await expectVisible(page.getByText("Not attending", { exact: true }));
    // Calendar links for the part they come to only, at its own time and place.
    const calendar = page.getByRole("region", { name: "Add to calendar" });
    const haldiLinks = calendar.getByRole("group", { name: "Haldi" });
    await expectVisible(haldiLinks.getByText("Sun 15 Jun, 10:00–12:00 · Courtyard, Rambagh Palace"));
    const google = new URL(
      (await haldiLinks.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!,
    );
    expect(google.searchParams.get("dates")).toBe("20310615T043000Z/20310615T063000Z");
    expect(google.searchParams.get("location")).toBe("Courtyard, Rambagh Palace");
    expect(await calendar.getByRole("group", { name: "Sangeet" }).count()).toBe(0);
    await shoot(page, "parts-reply-saved-390");

    const mail = await readOutbox(guest.email, 20_000, `Your reply to ${title}`);
    expect(mail.text).toContain(
      "You are coming to:\n- Haldi · Sun 15 Jun, 10:00–12:00 · Courtyard, Rambagh Palace",
    );
    expect(mail.text).not.toContain("Sangeet ·");
    const raw = (await rawMailsTo(guest.email))[0];
    const ics = calendarAttachment(raw);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`UID:${haldi.id}@eventhub`);

    // A guest invited to the Mehndi only, which the host then removes: invited to no part, they
    // read that there is nothing to answer, with no form and nothing to add to a calendar.
    const left = await addGuestAs(host, eventId, "Nikhil Guest");
    await apiAs(host, "POST", `/api/events/${eventId}/parts/invitations`, {
      guestIds: [left.id],
      partIds: [mehndi.id],
    });
    expect((await apiRaw(host, "DELETE", `/api/events/${eventId}/parts/${mehndi.id}`)).status).toBe(204);
    await page.goto(left.rsvpPath);
    await expectVisible(page.getByText(replyPartMessages.invitedToNoPart));
    expect(await page.getByRole("button", { name: "Send reply" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: "Add to calendar" }).count()).toBe(0);
  });
});
