import { randomBytes } from "node:crypto";
import QRCode from "qrcode";
import { type GuestPass, passQr } from "../../contract/check-in.ts";
import { planIncludes } from "../../contract/payments.ts";
import type { Db } from "../db/client.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import type { MailAttachment } from "../mail/mailer.ts";
import type { PaymentsService } from "../payments/service.ts";
import { partySizeOf } from "./door-guest.ts";
import * as repo from "./repository.ts";

// A guest's pass: issued on first need to an attending guest of an event with the check-in tool,
// shown on their reply page and mailed with their confirmation.

/** A new pass code: 144 random bits, URL-safe, unrelated to the reply link's token. */
const newPassCode = () => randomBytes(18).toString("base64url");

export function createPasses({ db, payments }: { db: Db; payments: Pick<PaymentsService, "limitsOf"> }) {
  /** The live pass of an attending guest, issued on first need; null while they are not attending. */
  async function livePass(guest: GuestRow): Promise<string | null> {
    if (guest.status !== "confirmed") return null;
    if (!planIncludes((await payments.limitsOf(guest.eventId)).packageId, "checkIn")) return null;
    const existing = await repo.livePassCode(db, guest.id);
    if (existing) return existing;
    await repo.issuePass(db, guest, newPassCode());
    return repo.livePassCode(db, guest.id);
  }

  return {
    /** The pass on an attending guest's reply page (null otherwise, or without the check-in tool). */
    async passForPage(guest: GuestRow): Promise<GuestPass | null> {
      const code = await livePass(guest);
      if (!code) return null;
      return {
        name: guest.name,
        partySize: partySizeOf(guest),
        qrSvg: await QRCode.toString(code, { ...passQr, type: "svg" }),
      };
    },

    /** The pass as a PNG for the confirmation e-mail, or null when the guest has none. */
    async passForMail(guest: GuestRow): Promise<MailAttachment | null> {
      const code = await livePass(guest);
      if (!code) return null;
      const png = await QRCode.toBuffer(code, { ...passQr, width: 2 * passQr.width, type: "png" });
      return { filename: "pass.png", content: png, contentType: "image/png", cid: "pass" };
    },

    /** Notes that the guest's pass went with their reply's confirmation (the upgrade's mail skips them). */
    async notePassMailed(guest: GuestRow): Promise<void> {
      await repo.claimPassMail(db, guest);
    },
  };
}
