import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitationDetail } from "../../contract/invitations.ts";
import { createJobs, type Jobs } from "../jobs/jobs.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { customTemplate, draft, eventWithGuests, mailable, waitFor } from "../test/invitation-fixtures.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { createDelivery } from "./delivery.ts";
import { deliveryQueues } from "./delivery-queues.ts";
import { invitationRecipients, invitationReminderMails, invitationReminders, invitations } from "./tables.ts";

const log = createLogger("silent");

function newDelivery(t: TestApp) {
  const mailer = createMailer({ from: t.config.mailFrom, dataDir: t.dataDir, log });
  const { events, guests } = t.services;
  return createDelivery({ db: t.db, events, guests, mailer, log, publicUrl: t.config.publicUrl });
}

/** One more "server instance" on the same database: its own job workers and sender. */
async function startInstance(t: TestApp): Promise<Jobs> {
  const jobs = await createJobs(t.database, log, {
    databaseUrl: t.database.pool?.options.connectionString,
    queues: deliveryQueues,
    pollSeconds: 0.5,
  });
  await newDelivery(t).registerWorkers(jobs);
  return jobs;
}

describe("a real SMTP round trip", () => {
  const received: { to: string; raw: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(address, _session, done) {
        // A mailbox that bounces, to see a failure recorded with its reason.
        if (address.address === "bounce@example.com")
          return done(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        done();
      },
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            to: session.envelope.rcptTo[0].address,
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { workers: true });
    host = await signUp(t, "host@example.com", "Host");
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers the invitation, and the link inside lets the guest reply", async () => {
    const templateId = await customTemplate(t, host);
    const { eventId, guests } = await eventWithGuests(t, host, mailable("Uma", "Bounce"));
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    const done = await waitFor(t, host, d.id, (x) =>
      x.recipients.every((r) => r.state === "sent" || r.state === "failed"),
    );
    expect(done.recipients.find((r) => r.name === "Bounce")).toMatchObject({
      state: "failed",
      error: expect.stringMatching(/550|unavailable/i),
    });
    expect(done.recipients.find((r) => r.name === "Uma")?.state).toBe("sent");

    const mail = received.find((m) => m.to === "uma@example.com")!;
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/unsubscribe>/m);
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/);
    // Undo quoted-printable before reading the link, as a mail client would.
    const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = body.match(/https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9]{8}\/[a-f0-9]{64}/)![0];
    const path = new URL(link).pathname;
    const page = await (await t.request(`/api${path}`)).json();
    expect(page.rsvp.guest.name).toBe("Uma");
    const token = path.split("/").pop();
    await t.request(`/api/rsvp/${token}`, { method: "PUT", json: { response: "attending" } });
    const after = (await (
      await t.request(`/api/invitations/${d.id}`, { cookie: host.cookie })
    ).json()) as InvitationDetail;
    expect(after.recipients.find((r) => r.name === "Uma")?.guestStatus).toBe("confirmed");
  });
});

describe("durable scheduled sending", () => {
  startHostApp({}, { workers: true });
  let templateId: string;
  beforeAll(async () => {
    templateId = await customTemplate(t, host);
  });

  it("survives a restart: a send scheduled before the server stops goes out once after it starts", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Vani", "vani@example.com", null]]);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    await t.request(`/api/invitations/${d.id}/schedule`, {
      cookie: host.cookie,
      json: { scheduledDate: new Date(Date.now() + 2000).toISOString() },
    });
    await t.jobs.stop(); // the server goes down before the time comes
    await new Promise((r) => setTimeout(r, 2500));
    expect(
      (
        (await (
          await t.request(`/api/invitations/${d.id}`, { cookie: host.cookie })
        ).json()) as InvitationDetail
      ).status,
    ).toBe("scheduled");
    const restarted = await startInstance(t);
    try {
      await waitFor(t, host, d.id, (x) => x.recipients[0].state === "sent");
      expect((await t.outbox()).filter((m) => m.to === "vani@example.com")).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });

  it("a reminder whose job died with the server (no job left) goes out when the next one starts", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Ira", "ira@example.com", null]]);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    await t.db.update(invitations).set({ status: "sent" }).where(eq(invitations.id, d.id));
    await t.db
      .update(invitationRecipients)
      .set({ state: "sent" })
      .where(eq(invitationRecipients.invitationId, d.id));
    // Due a moment ago, and no pg-boss job will ever fire for it.
    await t.db
      .insert(invitationReminders)
      .values({ invitationId: d.id, sendAt: new Date(Date.now() - 1000) });
    const restarted = await startInstance(t);
    try {
      const detail = await waitFor(t, host, d.id, (x) => x.reminders[0]?.status === "sent");
      expect(detail.reminders[0].sentCount).toBe(1);
      expect(
        (await t.outbox()).filter((m) => m.to === "ira@example.com" && m.subject.startsWith("Reminder: ")),
      ).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });
});

describe("two senders racing over one invitation", () => {
  startHostApp({}, { workers: true });

  it("send each recipient's mail once", async () => {
    const templateId = await customTemplate(t, host);
    const racers = mailable(...Array.from({ length: 12 }, (_, i) => `Racer${i}`));
    const { eventId, guests } = await eventWithGuests(t, host, racers);
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    await t.jobs.stop(); // only the two senders below may send
    await t.db.update(invitations).set({ status: "sent" }).where(eq(invitations.id, d.id));
    await t.db
      .update(invitationRecipients)
      .set({ state: "queued" })
      .where(eq(invitationRecipients.invitationId, d.id));
    await Promise.all([
      newDelivery(t).deliverInvitation({ invitationId: d.id }),
      newDelivery(t).deliverInvitation({ invitationId: d.id }),
    ]);
    const mails = (await t.outbox()).filter((m) => m.to.startsWith("racer"));
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((m) => m.to)).size).toBe(12);

    // A reminder that a crash interrupted after its first mail, then run by two senders at once:
    // everyone else is reminded once, the first guest not again.
    await t.db
      .update(invitationRecipients)
      .set({ state: "sent" })
      .where(eq(invitationRecipients.invitationId, d.id));
    const [reminder] = await t.db
      .insert(invitationReminders)
      .values({ invitationId: d.id, sendAt: new Date() })
      .returning();
    const first = guests.find((g) => g.email === "racer0@example.com")!;
    await t.db.insert(invitationReminderMails).values({ reminderId: reminder.id, guestId: first.id });
    await Promise.all([
      newDelivery(t).deliverReminder({ reminderId: reminder.id }),
      newDelivery(t).deliverReminder({ reminderId: reminder.id }),
    ]);
    const reminded = (await t.outbox()).filter((m) => m.subject.startsWith("Reminder: "));
    expect(reminded.map((m) => m.to).sort()).toEqual(
      racers
        .slice(1)
        .map(([, email]) => email)
        .sort(),
    );
    const [after] = await t.db
      .select()
      .from(invitationReminders)
      .where(eq(invitationReminders.id, reminder.id));
    expect(after).toMatchObject({ status: "sent", sentCount: 12 });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server instances on one PostgreSQL", () => {
  startHostApp({}, { workers: true });

  it("send each scheduled mail exactly once", { timeout: 60_000 }, async () => {
    const templateId = await customTemplate(t, host);
    const twins = Array.from({ length: 15 }, (_, i) => `Twin${i}`);
    const { eventId, guests } = await eventWithGuests(t, host, mailable(...twins));
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    await t.request(`/api/invitations/${d.id}/schedule`, {
      cookie: host.cookie,
      json: { scheduledDate: new Date(Date.now() + 3000).toISOString() },
    });
    // The instance that took the request stops; two others race for the job and its recipients.
    await t.jobs.stop();
    const a = await startInstance(t);
    const b = await startInstance(t);
    try {
      await waitFor(t, host, d.id, (x) => x.recipients.every((r) => r.state === "sent"), 30_000);
      const mails = (await t.outbox()).filter((m) => m.to.startsWith("twin"));
      expect(mails).toHaveLength(15);
      expect(new Set(mails.map((m) => m.to)).size).toBe(15);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
