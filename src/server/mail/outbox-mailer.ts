import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";
import { envelope } from "./envelope.ts";
import type { DkimKey, Mailer } from "./mailer.ts";

/**
 * Writes each mail to DATA_DIR/outbox as a real .eml (what SMTP would carry) and a .json with the
 * decoded parts, so a person running locally (or a test) can open the links without a mail server.
 * The .eml holds exactly the bytes SMTP would send: CRLF line ends, the same headers and, when DKIM
 * is configured, the same signature (a signature made over other line ends would not verify).
 *
 * A mail with an idempotency key is written at most once: its key ends the file name, the .eml is
 * renamed into place last (the moment it counts as sent), and a key already in the folder is not
 * written again. So a send repeated after a crash leaves one file (decision record 0018).
 */
export function createOutboxMailer(dataDir: string, from: string, log: Logger, dkim?: DkimKey): Mailer {
  const dir = path.join(dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  // The keys of the mails in the folder, read from the file names once (after a restart too).
  let written: Promise<Set<string>> | null = null;
  const keysWritten = () => {
    written ??= fs
      .readdir(dir)
      .catch(() => [] as string[])
      .then((files) => new Set(files.flatMap((f) => f.match(/^[0-9TZ-]{24}-(.+)\.eml$/)?.[1] ?? [])));
    return written;
  };
  return {
    kind: "outbox",
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const key = message.idempotencyKey;
      const keys = key ? await keysWritten() : null;
      const info = await transport.sendMail(envelope(from, message, dkim));
      if (key && keys?.has(key)) return { messageId: info.messageId };
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${key ?? randomUUID().slice(0, 8)}`;
      const { attachments, ...parts } = message;
      const tmp = path.join(dir, `.${name}.eml.tmp`);
      await fs.writeFile(tmp, info.message as Buffer);
      await fs.rename(tmp, path.join(dir, `${name}.eml`));
      keys?.add(key as string);
      // The decoded parts beside it, also renamed into place: a reader polling the folder (a test, a
      // developer's script) never opens a half-written file.
      const jsonTmp = path.join(dir, `.${name}.json.tmp`);
      await fs.writeFile(
        jsonTmp,
        JSON.stringify({ from, ...parts, attachments: attachments?.map((a) => a.filename) ?? [] }, null, 2),
      );
      await fs.rename(jsonTmp, path.join(dir, `${name}.json`));
      // Never the link itself: personal reply and reset links are keys (open the file to follow one).
      log.info("mail written to outbox", {
        to: message.to,
        subject: message.subject,
        file: path.join(dir, `${name}.eml`),
      });
      return { messageId: info.messageId };
    },
    async close() {},
  };
}
