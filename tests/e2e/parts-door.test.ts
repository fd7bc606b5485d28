import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, describe, expect, test } from "vitest";
import type { Part } from "../../src/contract/parts.ts";
import {
  attendingGuest,
  cameraPlaying,
  expectCounter,
  passFromMail,
  passVideo,
  phoneContext,
  premiumEvent,
} from "./door-fixtures.ts";
import { apiAs, createUser, expectVisible, setupTempDir, shoot, signInContext } from "./fixtures.ts";

// The door of an event in parts (issue 36) at 390 px: the door picks the part, checks a guest in
// there, the count of that part moves (and only that part's), and a pass of a guest who is not
// coming to the part is refused.

const tempDir = setupTempDir("eventhub-parts-door-");

const part = (name: string, date: string, startTime: string) => ({
  name,
  date,
  startTime,
  endTime: null,
  venue: null,
  note: "",
  capacity: null,
  isPublic: true,
});

describe("the door of an event in parts", () => {
  let cameraBrowser: Browser | undefined;
  afterAll(async () => {
    await cameraBrowser?.close();
  });

  test("at 390 px: picks a part, checks a guest in, that part's count moves, a guest of another part is refused", async () => {
    const host = await createUser();
    const event = await premiumEvent(host, "Kapoor Wedding");
    // Both said yes before the event had parts: the first part takes their answers over.
    await attendingGuest(host, event.id, "Priya Kapoor", ["Arun"]);
    const rahul = await attendingGuest(host, event.id, "Rahul Verma", []);
    const newPart = (p: ReturnType<typeof part>) =>
      apiAs<Part>(host, "POST", `/api/events/${event.id}/parts`, p);
    const haldi = await newPart(part("Haldi", "2031-06-14", "10:00"));
    await newPart(part("Sangeet", "2031-06-14", "19:00"));
    // Rahul is invited to the haldi only.
    await apiAs(host, "POST", `/api/events/${event.id}/parts/invitations`, {
      guestIds: [rahul.id],
      partIds: [haldi.id],
    });

    const video = await passVideo(await passFromMail(rahul.email), path.join(tempDir(), "pass.y4m"));
    cameraBrowser = await cameraPlaying(video);
    const context = await phoneContext(cameraBrowser);
    await signInContext(context, host);
    const page = await context.newPage();
    await page.goto(`/dashboard/events/${event.id}/check-in`);

    // The door opens on the part happening next: the haldi, Priya and Arun, and Rahul.
    const picker = page.getByLabel("Part");
    await expectVisible(picker);
    expect(await picker.locator("option:checked").textContent()).toMatch(/^Haldi · /);
    await expectCounter(page, "0 / 3");

    await page.getByLabel("Find a guest by name").fill("priya");
    await page.getByRole("list", { name: "Guests found" }).getByText("Priya Kapoor").click();
    const sheet = page.getByRole("group", { name: "Guest Priya Kapoor" });
    await expectVisible(sheet.getByText("2 of 2"));
    await sheet.getByRole("button", { name: "Check in 2" }).click();
    await expectVisible(page.getByText("Priya Kapoor checked in: 2 of 2"));
    await expectCounter(page, "2 / 3");
    await shoot(page, "parts-door-haldi-390");

    // At the sangeet's door the count is the sangeet's, and Rahul's pass does not open it.
    await picker.selectOption({
      label: (await picker.locator("option", { hasText: "Sangeet" }).textContent()) ?? "",
    });
    await expectCounter(page, "0 / 0");
    await page.getByLabel("Find a guest by name").fill("");
    await page.getByRole("button", { name: "Scan passes" }).click();
    await expectVisible(page.getByText("Rahul Verma is not coming to Sangeet").first());
    await expectCounter(page, "0 / 0");
    await shoot(page, "parts-door-refused-390");
    await page.getByRole("button", { name: "Stop camera" }).click();

    // Back at the haldi: its arrivals are as they were.
    await picker.selectOption({ index: 0 });
    await expectCounter(page, "2 / 3");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, "parts-door-haldi-1280");
    await context.close();
  });
});
