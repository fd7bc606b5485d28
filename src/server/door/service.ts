import { createHash, randomBytes } from "node:crypto";
import QRCode from "qrcode";
import {
  type DoorLink,
  type DoorLinkInput,
  doorLinkMessages,
  doorPagePath,
  maxLiveDoorLinks,
  type NewDoorLink,
} from "../../contract/door-links.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { startOfDayAfter } from "../../contract/zoned-time.ts";
import type { CheckInService } from "../check-in/service.ts";
import type { Db } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import { AppError } from "../http/app-error.ts";
import type { PaymentsService } from "../payments/service.ts";
import { type AccountExportPart, exportTable, rowsOf } from "../storage/account-export-part.ts";
import * as repo from "./repository.ts";
import { doorLinks } from "./tables.ts";

export type DoorLinksDeps = {
  db: Db;
  events: Pick<EventsService, "manageable" | "idsOf">;
  payments: Pick<PaymentsService, "requireFeature">;
  checkIn: Pick<CheckInService, "byLink">;
  publicUrl: string;
  now?: () => Date;
};

/** A link's secret: 256 random bits, URL-safe (43 characters). */
const newSecret = () => randomBytes(32).toString("base64url");
/** What the table keeps of a secret: its SHA-256, so a copy of the database opens no door. */
const hashOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");
/** A secret is 43 base64url characters; anything else is not one, and is not looked up. */
const secretShape = /^[A-Za-z0-9_-]{43}$/;
/** The day after the event, to its end: a door link works until then (the event's own clocks). */
const daysAfterTheEvent = 2;

/** The QR code of a door link's address: the pass's drawing (decision record 0014), level M (a longer text). */
const linkQr = { width: 250, errorCorrectionLevel: "M", margin: 4 } as const;

export function createDoorLinksService({
  db,
  events,
  payments,
  checkIn,
  publicUrl,
  now = () => new Date(),
}: DoorLinksDeps) {
  /** The event, if the actor may manage it and its plan has the check-in tool (door links open its door). */
  async function managedDoor(actor: CurrentUser | null, eventId: string) {
    const event = await events.manageable(actor, eventId, doorLinkMessages.noPermission);
    await payments.requireFeature(eventId, "checkIn");
    return event;
  }

  function toLink(row: repo.DoorLinkRow): DoorLink {
    const at = now();
    return {
      id: row.id,
      label: row.label,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      state: row.revokedAt ? "revoked" : row.expiresAt <= at ? "expired" : "active",
    };
  }

  /**
   * The link a secret names, if it still works. Unknown: 404; revoked or expired: 410. Both say
   * the same to the person at the door: ask the host for a new one.
   */
  async function liveLink(secret: string) {
    const row = secretShape.test(secret) ? await repo.linkByHash(db, hashOf(secret)) : null;
    if (!row) throw new AppError("not_found", doorLinkMessages.gone);
    if (row.revokedAt || row.expiresAt <= now()) throw new AppError("gone", doorLinkMessages.gone);
    return row;
  }

  return {
    /** Refuses unless the actor may manage the event's door links (asked before a refused body answers 400). */
    async mayManage(actor: CurrentUser | null, eventId: string): Promise<void> {
      await managedDoor(actor, eventId);
    },

    async list(actor: CurrentUser | null, eventId: string): Promise<DoorLink[]> {
      await managedDoor(actor, eventId);
      return (await repo.linksOf(db, eventId)).map(toLink);
    },

    /** A new link, its address and its QR code: shown this once (only the secret's hash is kept). */
    async create(actor: CurrentUser | null, eventId: string, input: DoorLinkInput): Promise<NewDoorLink> {
      const event = await managedDoor(actor, eventId);
      const expiresAt = startOfDayAfter(event.date, daysAfterTheEvent, event.timeZone);
      if (expiresAt <= now()) throw new AppError("validation_failed", doorLinkMessages.eventOver);
      if ((await repo.liveLinksCount(db, eventId, now())) >= maxLiveDoorLinks) {
        throw new AppError(
          "forbidden",
          `An event has at most ${maxLiveDoorLinks} door links that work at once. Revoke one first.`,
        );
      }
      const secret = newSecret();
      const row = await repo.insertLink(db, {
        eventId,
        label: input.label,
        tokenHash: hashOf(secret),
        createdBy: actor!.id, // managedDoor refused anyone without an account
        expiresAt,
      });
      const url = `${publicUrl}${doorPagePath(secret)}`;
      const qrSvg = await QRCode.toString(url, { ...linkQr, type: "svg" });
      return { link: toLink(row), url, qrSvg };
    },

    /** Revokes a link at once: its next request is refused, on every phone that holds it. */
    async revoke(actor: CurrentUser | null, eventId: string, linkId: string): Promise<void> {
      await managedDoor(actor, eventId);
      if (!(await repo.revokeLink(db, eventId, linkId)))
        throw new AppError("not_found", doorLinkMessages.notFound);
    },

    /** Door mode through a link: the check-in service's door of the link's event, or the refusal. */
    async door(secret: string) {
      const row = await liveLink(secret);
      return checkIn.byLink({ linkId: row.id, eventId: row.eventId, label: row.label });
    },

    /** The door links of the user's events for "Download my data" (the hashes left out: they are keys). */
    async exportFor(userId: string): Promise<AccountExportPart> {
      const ids = await events.idsOf(userId);
      const rows = (await Promise.all(ids.map((id) => repo.linksOf(db, id)))).flat();
      // At most 50 working links an event: in hand, as one batch.
      return { tables: { door_links: exportTable(doorLinks, rowsOf(rows), { omit: ["tokenHash"] }) } };
    },
  };
}

export type DoorLinksService = ReturnType<typeof createDoorLinksService>;
