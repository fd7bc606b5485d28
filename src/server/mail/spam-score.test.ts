import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noPartyAnswers } from "../../contract/party.ts";
import { defaultTemplates } from "../invitations/default-templates.ts";
import { createLogger } from "../logger.ts";
import { findSpamAssassin, type SpamReport, spamScores } from "../test/spam-score.ts";
import { eventCalendarFile } from "./calendar-file.ts";
import { createMailer, type MailMessage } from "./mailer.ts";
import { attendeeReminderMail } from "./templates/attendee-reminder.ts";
import { emailChangeMail } from "./templates/email-change.ts";
import { eventCancelledMail } from "./templates/event-cancelled.ts";
import { guestForgottenMail } from "./templates/guest-forgotten.ts";
import { guestMessageMail } from "./templates/guest-message.ts";
import { guestPassMail } from "./templates/guest-pass.ts";
import { hostEventReminderMail } from "./templates/host-event-reminder.ts";
import { hostReplyNoticeMail } from "./templates/host-reply-notice.ts";
import { type InvitationMailInput, invitationMail } from "./templates/invitation.ts";
import { partRemovedMail } from "./templates/part-removed.ts";
import { passwordResetMail } from "./templates/password-reset.ts";
import { productNewsMail } from "./templates/product-news.ts";
import { reminderSentMail } from "./templates/reminder-sent.ts";
import { type ReplyConfirmation, replyConfirmationMail } from "./templates/reply-confirmation.ts";
import { alreadyOnListMail, openReplySavedMail } from "./templates/rsvp-link.ts";
import { testMail } from "./templates/test-mail.ts";
import { verifyEmailMail } from "./templates/verify-email.ts";

/** Above this a receiving server starts to doubt us; 5.0 sends the mail to the spam folder. */
const limit = 1.0;
const origin = "https://events.example.org";
const token = "a".repeat(64);

const calendarFile = eventCalendarFile(
  {
    id: "5b0f6c1e-8d0a-4c2e-9f5e-2a7d1c3b4e5f",
    title: "Riya's 30th",
    description: "Dinner, music and cake.",
    date: "2031-06-15",
    time: "18:30",
    timeZone: "Asia/Kolkata",
    location: "The Courtyard, 12 MG Road, Bengaluru",
    createdAt: new Date("2031-05-01T10:00:00Z"),
    updatedAt: new Date("2031-05-02T10:00:00Z"),
  },
  `${origin}/rsvp/${token}`,
);

/** A guest's pass as check-in draws it (a QR code of a random code, PNG). */
const pass = {
  filename: "pass.png",
  content: await QRCode.toBuffer("q9V3xLr7TnB2mKd8WpYs4HcE", {
    width: 500,
    errorCorrectionLevel: "H",
    margin: 4,
  }),
  contentType: "image/png",
  cid: "pass",
};

/** A guest's reply from their personal link, confirmed (see rsvp/reply-mails.ts). */
const confirmation: ReplyConfirmation = {
  to: "anita.rao@example.com",
  name: "Anita Rao",
  status: "maybe",
  party: noPartyAnswers,
  eventTitle: "Riya's 30th",
  when: "Sunday, June 15, 2031 at 18:30",
  place: "The Courtyard, 12 MG Road, Bengaluru",
  directionsUrl:
    "https://www.google.com/maps/dir/?api=1&destination=The%20Courtyard%2C%2012%20MG%20Road%2C%20Bengaluru",
  url: `${origin}/rsvp/${token}`,
  calendar: {
    filename: "event.ics",
    content: calendarFile,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  },
  pass: null,
};

/** A host's invitation as the wizard writes it: a short personal message, as most hosts type. */
function invitation(over: Partial<InvitationMailInput>): MailMessage {
  return invitationMail({
    to: "guest@example.com",
    guestName: "Anita Rao",
    hostName: "Riya Sharma",
    title: "Riya's 30th birthday",
    message:
      "Dear friends,\n\nPlease join us for dinner, music and cake. It would not be the same without you!",
    when: "Sunday, June 15, 2031 at 18:30",
    where: "The Courtyard, 12 MG Road, Bengaluru",
    eventTitle: "Riya's 30th",
    style: "modern",
    accentColor: "#d6246e",
    imageUrl: null,
    imageAlt: null,
    replyUrl: `${origin}/invite/AbCd1234/${token}`,
    unsubscribeUrl: `${origin}/api/rsvp/${token}/unsubscribe`,
    unsubscribePageUrl: `${origin}/rsvp/${token}?unsubscribe=1`,
    calendarFile,
    hostEmail: "riya.sharma@example.com",
    ...over,
  });
}

const linkMail = {
  to: "walk.in@example.com",
  name: "Walk In",
  eventTitle: "Riya's 30th",
  url: `${origin}/rsvp/${token}`,
  calendar: {
    filename: "event.ics",
    content: calendarFile,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  },
};

/** Every kind of e-mail the product sends, with what a real one carries. */
const kinds: [string, MailMessage][] = [
  ...defaultTemplates.map((t): [string, MailMessage] => [
    `invitation, built-in design "${t.name}"`,
    invitation({
      style: t.style,
      accentColor: t.accentColor,
      imageUrl: `${origin}/media/templates/${t.name.toLowerCase().replace(/\W+/g, "-")}.jpg?w=640`,
      imageAlt: t.description,
    }),
  ]),
  [
    "invitation wearing the event's banner",
    invitation({ imageUrl: `${origin}/media/banners/banner.jpg?w=640`, imageAlt: null }),
  ],
  [
    "invitation, custom template with a large image",
    invitation({
      style: "elegant",
      accentColor: "#13505b",
      imageUrl: `${origin}/media/templates/my-own-4000x3000.jpg?w=640`,
      imageAlt: "Our wedding card",
    }),
  ],
  ["invitation without art", invitation({})],
  ["invitation with no message", invitation({ message: "" })],
  ["reminder", invitation({ reminder: true, imageUrl: `${origin}/media/banners/banner.jpg?w=640` })],
  [
    "host's message to Maybe guests",
    guestMessageMail({
      to: "anita.rao@example.com",
      guestName: "Anita Rao",
      hostName: "Riya Sharma",
      eventTitle: "Riya's 30th",
      when: "Sunday, June 15, 2031 at 18:30",
      where: "The Courtyard, 12 MG Road, Bengaluru",
      subject: "Will you make it?",
      body: "Hi everyone,\n\nWe are booking the table this week. Could you let us know if you can come?",
      hostEmail: "riya.sharma@example.com",
      linkUrl: `${origin}/rsvp/${token}?m=5b0f6c1e-8d0a-4c2e-9f5e-2a7d1c3b4e5f`,
      unsubscribeUrl: `${origin}/api/rsvp/${token}/unsubscribe`,
      unsubscribePageUrl: `${origin}/rsvp/${token}?unsubscribe=1`,
    }),
  ],
  [
    "reminder to a Going guest, with directions and the pass",
    attendeeReminderMail({
      to: "anita.rao@example.com",
      guestName: "Anita Rao",
      hostName: "Riya Sharma",
      eventTitle: "Riya's 30th",
      day: "tomorrow",
      when: "Sunday, June 15, 2031 at 18:30",
      where: "The Courtyard, 12 MG Road, Bengaluru",
      directionsUrl:
        "https://www.google.com/maps/dir/?api=1&destination=The%20Courtyard%2C%2012%20MG%20Road%2C%20Bengaluru",
      linkUrl: `${origin}/rsvp/${token}`,
      unsubscribeUrl: `${origin}/api/rsvp/${token}/unsubscribe`,
      unsubscribePageUrl: `${origin}/rsvp/${token}?unsubscribe=1`,
      pass,
      calendarFile,
    }),
  ],
  ["open-RSVP confirmation (attending)", openReplySavedMail(linkMail, "confirmed")],
  [
    "open-RSVP confirmation (attending, with the pass)",
    openReplySavedMail({ ...linkMail, pass }, "confirmed"),
  ],
  [
    "reply confirmation with the pass",
    guestPassMail({
      to: "anita.rao@example.com",
      name: "Anita Rao",
      eventTitle: "Riya's 30th",
      partySize: 2,
      url: `${origin}/rsvp/${token}`,
      pass,
    }),
  ],
  ["open-RSVP confirmation (waitlist)", openReplySavedMail(linkMail, "waitlisted")],
  ["personal-link reply confirmation (maybe)", replyConfirmationMail(confirmation)],
  [
    "personal-link reply confirmation (attending, +1s, with the pass)",
    replyConfirmationMail({
      ...confirmation,
      status: "confirmed",
      party: {
        plusOnes: ["Vikram Rao"],
        plusOneAnswers: [{ mealChoice: "Vegetarian", dietaryNotes: "" }],
        mealChoice: "Jain",
        dietaryNotes: "no onion",
      },
      pass,
    }),
  ],
  ["open RSVP, already on the list", alreadyOnListMail(linkMail)],
  [
    "password reset",
    passwordResetMail("asha@example.com", "Asha", `${origin}/reset-password/tok?callbackURL=%2F`),
  ],
  [
    "e-mail verification",
    verifyEmailMail("asha@example.com", "Asha", `${origin}/api/auth/verify-email?token=tok`),
  ],
  [
    "e-mail change confirmation",
    emailChangeMail("asha.new@example.com", "Asha", `${origin}/api/auth/verify-email?token=tok`),
  ],
  [
    "RSVP update to the host",
    hostReplyNoticeMail({
      to: "riya.sharma@example.com",
      hostName: "Riya Sharma",
      guestName: "Anita Rao",
      status: "confirmed",
      eventTitle: "Riya's 30th",
      guestListUrl: `${origin}/dashboard/guests?eventId=123`,
      settingsUrl: `${origin}/dashboard/profile?tab=notifications`,
    }),
  ],
  ["admin test mail", testMail("admin@example.com", "Admin")],
  [
    "reminder sent, to the host",
    reminderSentMail({
      to: "riya.sharma@example.com",
      hostName: "Riya Sharma",
      eventTitle: "Riya's 30th",
      sent: 12,
      invitationUrl: `${origin}/dashboard/invitations/123`,
      settingsUrl: `${origin}/dashboard/profile?tab=notifications`,
    }),
  ],
  [
    "product news, to a user who chose marketing",
    productNewsMail({
      to: "riya.sharma@example.com",
      name: "Riya Sharma",
      subject: "Door mode is here",
      message:
        "Hosts with the Premium package can now check guests in at the door with a phone. Each guest who says yes gets a pass with a QR code in their confirmation e-mail, and your helpers scan it with the camera of any phone.\n\nSeveral phones can work one door at once: each sees the others' arrivals as they happen, and nobody is counted twice. Walk-ins are added in a tap, and a mistaken check-in can be undone.\n\nOpen your event and choose Door mode to try it before the big day.",
      unsubscribeUrl: `${origin}/api/news/unsubscribe/abc`,
      unsubscribePageUrl: `${origin}/news/unsubscribe/abc`,
      settingsUrl: `${origin}/dashboard/profile?tab=notifications`,
    }),
  ],
  [
    "the day before, to the host",
    hostEventReminderMail({
      to: "riya.sharma@example.com",
      hostName: "Riya Sharma",
      eventTitle: "Riya's 30th",
      when: "Saturday, June 6, 2026 at 19:00",
      location: "The Courtyard, Pune",
      confirmed: 24,
      maybe: 3,
      declined: 2,
      waiting: 5,
      guestListUrl: `${origin}/dashboard/guests?eventId=123`,
      settingsUrl: `${origin}/dashboard/profile?tab=notifications`,
    }),
  ],
  [
    "guest removed, to the host",
    guestForgottenMail({
      to: "riya.sharma@example.com",
      hostName: "Riya Sharma",
      guestName: "Anita Rao",
      eventTitle: "Riya's 30th",
      guestListUrl: `${origin}/dashboard/guests?eventId=123`,
    }),
  ],
  [
    "event cancelled",
    eventCancelledMail({
      to: "anita@example.com",
      guestName: "Anita Rao",
      hostName: "Riya Sharma",
      eventTitle: "Riya's 30th",
      when: "Sunday, June 15, 2031 at 18:30",
    }),
  ],
  [
    "part removed",
    partRemovedMail({
      to: "anita@example.com",
      guestName: "Anita Rao",
      hostName: "Riya Sharma",
      eventTitle: "Riya and Kabir's wedding",
      partName: "Sangeet",
      when: "Saturday, February 11, 2034 at 19:00",
      linkUrl: `${origin}/rsvp/abc123`,
    }),
  ],
];

const spamAssassin = findSpamAssassin();
const scores = new Map<string, SpamReport>();
let dir = "";

beforeAll(async () => {
  // Never a silent pass: without SpamAssassin this fails, saying what to install.
  if ("missing" in spamAssassin) throw new Error(spamAssassin.missing);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-spam-"));
  // The outbox writes exactly the bytes SMTP would send, headers included.
  const mailer = createMailer({
    from: "EventHub <no-reply@events.example.org>",
    dataDir: dir,
    log: createLogger("silent"),
  });
  const files: [string, string][] = [];
  for (const [kind, message] of kinds) {
    const before = new Set(await fs.readdir(path.join(dir, "outbox")).catch(() => []));
    await mailer.send(message);
    const eml = (await fs.readdir(path.join(dir, "outbox"))).find(
      (f) => f.endsWith(".eml") && !before.has(f),
    );
    files.push([kind, path.join(dir, "outbox", eml!)]);
  }
  // All in one SpamAssassin: starting it costs more than scoring a message.
  const reports = await spamScores(
    files.map(([, file]) => file),
    dir,
  );
  for (const [j, [kind]] of files.entries()) scores.set(kind, reports[j]);
}, 300_000);
afterAll(() => (dir ? fs.rm(dir, { recursive: true, force: true }) : undefined));

describe(`SpamAssassin's local rules score every e-mail at most ${limit}`, () => {
  it.each(kinds.map(([kind]) => kind))("%s", (kind) => {
    const report = scores.get(kind)!;
    expect(
      report.score,
      `${kind}: ${report.score}, rules: ${report.rules.join(", ")}\n${report.report}`,
    ).toBeLessThanOrEqual(limit);
  });
});
