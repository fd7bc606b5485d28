import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageRoot } from "../package-root.ts";
import { customTemplate, draft, eventWithGuests, waitFor } from "../test/invitation-fixtures.ts";
import { mailHeader } from "../test/mail-header.ts";
import { calendarAttachment, parseCalendarFile } from "../test/parse-calendar-file.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

const run = promisify(execFile);
const domain = "events.example.org";

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;
let keyDir: string;
/** The TXT record `npm run dkim` printed, as a receiving server would find it in DNS. */
let record: string;
let selector: string;

beforeAll(async () => {
  // The real script, as an operator runs it: it makes the key and prints the record to publish.
  keyDir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-dkim-"));
  const { stdout } = await run(
    path.join(packageRoot, "node_modules/.bin/tsx"),
    [path.join(packageRoot, "scripts/dkim.ts"), domain],
    { env: { ...process.env, DATA_DIR: keyDir } },
  );
  record = stdout.match(/Value: (v=DKIM1; k=rsa; p=\S+)/)![1];
  selector = stdout.match(/DKIM_SELECTOR=(\S+)/)![1];
  const keyFile = stdout.match(/DKIM_PRIVATE_KEY=(\S+)/)![1];
  t = await createTestApp(
    {
      MAIL_FROM: `Our Events <invitations@${domain}>`,
      DKIM_DOMAIN: domain,
      DKIM_SELECTOR: selector,
      DKIM_PRIVATE_KEY: keyFile,
    },
    { workers: true },
  );
  host = await signUp(t, "riya.host@example.com", "Riya Host");
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fs.rm(keyDir, { recursive: true, force: true });
});

let sent = 0;
async function sendInvitation(replyToHost?: boolean) {
  const to = `uma-${++sent}@example.com`;
  const templateId = await customTemplate(t, host);
  const { eventId, guests } = await eventWithGuests(t, host, [["Uma", to, null]]);
  const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id], replyToHost });
  await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
  await waitFor(t, host, d.id, (x) => x.recipients.every((r) => r.state === "sent"));
  const mail = (await t.outbox()).find((m) => m.to === to);
  if (!mail) throw new Error("no invitation in the outbox");
  return { mail, eventId };
}

/** One header's value, unfolded. */
describe("an invitation in the outbox", () => {
  it("carries a DKIM signature that verifies against the record `npm run dkim` printed", async () => {
    const { mail } = await sendInvitation();
    // The outbox file is what SMTP sends: CRLF line ends throughout.
    expect(mail.raw).not.toMatch(/[^\r]\n/);
    const result = await dkimVerify(Buffer.from(mail.raw), {
      resolver: async (name: string, type: string) => {
        if (type === "TXT" && name === `${selector}._domainkey.${domain}`) return [[record]];
        throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
      },
    });
    expect(result.results.map((r) => [r.signingDomain, r.status.result])).toEqual([[domain, "pass"]]);

    // A key the record does not publish must not pass: the check can fail.
    const tampered = mail.raw.replace("Reply to the invitation", "Reply to the invitatioN");
    const bad = await dkimVerify(Buffer.from(tampered), {
      resolver: async () => [[record]],
    });
    expect(bad.results[0].status.result).not.toBe("pass");
  });

  it("says it is automatic, names our domain, lets a reply reach the host and keeps one-click unsubscribe", async () => {
    const { mail } = await sendInvitation();
    expect(mailHeader(mail.raw, "Auto-Submitted")).toBe("auto-generated");
    expect(mailHeader(mail.raw, "Message-ID")).toMatch(
      new RegExp(`^<[^@>]+@${domain.replace(/\./g, "\\.")}>$`),
    );
    expect(mailHeader(mail.raw, "Reply-To")).toBe("riya.host@example.com");
    expect(mailHeader(mail.raw, "List-Unsubscribe")).toMatch(/^<https?:\/\/.+\/unsubscribe>$/);
    expect(mailHeader(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });

  it("has no Reply-To when the host keeps the address private", async () => {
    const { mail } = await sendInvitation(false);
    expect(mailHeader(mail.raw, "Reply-To")).toBeUndefined();
    expect(mailHeader(mail.raw, "Auto-Submitted")).toBe("auto-generated");
  });

  it("attaches a calendar file that ical.js reads with the event's text and instant", async () => {
    const { mail, eventId } = await sendInvitation();
    const parsed = parseCalendarFile(calendarAttachment(mail.raw));
    expect(parsed).toMatchObject({
      summary: "Mehendi Night",
      location: "Udaipur",
      uid: `${eventId}@eventhub`,
    });
    // 19:00 in Kolkata.
    expect(parsed.start.toISOString()).toBe("2031-02-14T13:30:00.000Z");
  });
});
