import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { dkimTxtRecord, makeDkimKeyPair } from "./dkim-key.ts";
import { createMailer } from "./mailer.ts";
import { passwordResetMail } from "./templates/password-reset.ts";

const log = createLogger("silent");

describe("SMTP driver", () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  // Each test reads only what it sent.
  beforeEach(() => {
    received.length = 0;
  });

  /** An SMTP mailer that signs with a new DKIM key for mail.example.org. */
  function signingMailer() {
    const { privateKey } = makeDkimKeyPair();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "EventHub <no-reply@mail.example.org>",
      dataDir: os.tmpdir(),
      log,
      dkim: { domainName: "mail.example.org", keySelector: "s1", privateKey },
    });
    return { privateKey, mailer };
  }

  it("delivers a real message to an SMTP server", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "EventHub <no-reply@eventhub.test>",
      dataDir: os.tmpdir(),
      log,
    });
    expect(mailer.kind).toBe("smtp");
    await mailer.send(
      passwordResetMail("guest@example.com", "Guest", "http://localhost:3000/reset?token=abc"),
    );
    await mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^To: guest@example.com/m);
    expect(received[0]).toMatch(/^Subject: Reset your EventHub password/m);
    // The body is quoted-printable: undo soft line breaks and "=3D" before looking for the link.
    const body = received[0].replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain("http://localhost:3000/reset?token=abc");
  });

  it("signs with DKIM over SMTP, and a transactional mail has no unsubscribe header", async () => {
    const { privateKey, mailer } = signingMailer();
    await mailer.send(
      passwordResetMail("guest@example.com", "Guest", "http://localhost:3000/reset?token=abc"),
    );
    await mailer.close();
    const raw = received.at(-1)!;
    const result = await verifyDkim(raw, privateKey);
    expect(result.results.map((r) => r.status.result)).toEqual(["pass"]);
    expect(raw).toMatch(/^Auto-Submitted: auto-generated\r$/m);
    expect(raw).toMatch(/^Message-ID: <[^@>]+@mail\.example\.org>\r$/m);
    expect(raw).not.toMatch(/^List-Unsubscribe/m);
  });

  it("signs one-click unsubscribe's two headers, as RFC 8058 asks", async () => {
    const { privateKey, mailer } = signingMailer();
    await mailer.send({
      to: "guest@example.com",
      subject: "You're invited",
      text: "Hello",
      html: "<p>Hello</p>",
      headers: {
        "List-Unsubscribe": "<https://eventhub.example/api/unsubscribe/abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    await mailer.close();
    const raw = received.at(-1)!;
    const result = await verifyDkim(raw, privateKey);
    expect(result.results.map((r) => r.status.result)).toEqual(["pass"]);
    // The signature's h= tag names the header fields it covers (headers unfolded first).
    const signedTag = raw.replace(/\r?\n[ \t]+/g, " ").match(/^DKIM-Signature:.*?\bh=([^;]+);/im)?.[1] ?? "";
    const signed = signedTag.split(":").map((k) => k.trim().toLowerCase());
    expect(signed).toEqual(
      expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post", "auto-submitted"]),
    );
  });
});

/** Checks a raw message's DKIM signature against the key's DNS record, as a receiver does. */
function verifyDkim(raw: string, privateKey: string) {
  return dkimVerify(Buffer.from(raw), {
    resolver: async (name: string) => {
      if (name === "s1._domainkey.mail.example.org") return [[dkimTxtRecord(privateKey)]];
      throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    },
  });
}

describe("outbox driver", () => {
  it("writes the message and its decoded parts to the outbox folder", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-outbox-"));
    const mailer = createMailer({ from: "no-reply@eventhub.test", dataDir, log });
    expect(mailer.kind).toBe("outbox");
    await mailer.send(passwordResetMail("a@example.com", "<b>Asha</b>", "http://localhost:3000/x?token=1"));
    const files = (await fs.readdir(path.join(dataDir, "outbox"))).sort();
    expect(files.map((f) => path.extname(f))).toEqual([".eml", ".json"]);
    const json = JSON.parse(await fs.readFile(path.join(dataDir, "outbox", files[1]), "utf8"));
    expect(json).toMatchObject({ to: "a@example.com", subject: "Reset your EventHub password" });
    // Names are user input: the HTML part must carry them escaped.
    expect(json.html).toContain("&lt;b&gt;Asha&lt;/b&gt;");
    expect(json.text).toContain("\n\nhttp://localhost:3000/x?token=1\n\n");
    await fs.rm(dataDir, { recursive: true });
  });
});
