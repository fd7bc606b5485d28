import { eventFileSlug } from "../../contract/event-file-names.ts";
import {
  type GalleryItem,
  type GalleryItemUpdate,
  type GalleryList,
  type GalleryListQuery,
  type GallerySettings,
  galleryMessages,
  guestUploadMaxFiles,
  type PublicPhoto,
} from "../../contract/gallery.ts";
import { limitMessages } from "../../contract/payments.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { activity } from "../activity/service.ts";
import type { Db, Tx } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import type { AccountSlots } from "../http/account-slots.ts";
import { AppError } from "../http/app-error.ts";
import type { MediaInput } from "../images/media-store.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { PaymentsService } from "../payments/service.ts";
import { type AccountExportPart, exportTable, flatMapRows, mapRows } from "../storage/account-export-part.ts";
import type { Storage } from "../storage/storage.ts";
import {
  type GalleryLimits,
  largestFileBytes,
  requestTooLarge,
  type StoredGalleryFile,
  storeGalleryFile,
} from "./gallery-files.ts";
import { type ItemRow, toItem } from "./gallery-item.ts";
import { readGalleryPage, tabCounts } from "./list-page.ts";
import { canSeePublicGallery } from "./policy.ts";
import * as repo from "./repository.ts";
import { galleryItems } from "./tables.ts";
import { zipGallery } from "./zip-download.ts";

// The guest pages answer an oversized photo post with the gallery's own refusal.

export type GalleryDeps = {
  db: Db;
  storage: Storage;
  events: EventsService;
  guests: GuestsService;
  log: Logger;
  limits: GalleryLimits;
  /** The event's package limits (payments feature); without it nothing is limited. */
  plans?: Pick<PaymentsService, "limitsOf">;
  /** Two ZIP downloads at a time per account (http/account-slots.ts). */
  slots: AccountSlots;
};

/** A file to store: streamed to a temporary file by the routes, or bytes (seed data, tests). */
export type Upload = { name: string; data: MediaInput };

/** Most approved photos the public event page shows (newest first); the page stays light. */
export const publicPhotoLimit = 60;

export function createGalleryService({
  db,
  storage,
  events,
  guests,
  log,
  limits,
  plans,
  slots,
}: GalleryDeps) {
  /** The event, if the actor manages it (its gallery is its owner's and co-hosts', as its guest list). */
  const manageableEvent = (actor: CurrentUser | null, eventId: string) =>
    events.manageable(actor, eventId, galleryMessages.noPermission);

  /** Every approved file of the event as one streamed ZIP. */
  async function zipOf(event: { id: string; title: string }) {
    const rows = await repo.approvedFiles(db, event.id);
    return { ...zipGallery(storage, rows), fileName: `${eventFileSlug(event.title)}-photos.zip` };
  }

  /** The item, if the actor manages its event's gallery. */
  const manageableItem = (actor: CurrentUser | null, id: string) =>
    events.manageableRecord(
      actor,
      () => repo.itemById(db, id),
      galleryMessages.notFound,
      galleryMessages.noPermission,
    );

  async function settingsOf(eventId: string): Promise<GallerySettings> {
    const row = await repo.settingsRow(db, eventId);
    return { guestUploads: row?.guestUploads ?? false };
  }

  /**
   * How many photos this event's package allows (null: no limit), from the payments feature,
   * which owns the plan. Every upload path asks it before storing anything.
   */
  async function packagePhotoLimit(
    eventId: string,
    tx: Tx | Db = db,
  ): Promise<{ limit: number | null; planName: string }> {
    if (!plans) return { limit: null, planName: "" };
    // Inside a transaction every read goes through it: PGlite has one connection.
    const { photoLimit, planName } = await plans.limitsOf(eventId, tx);
    return { limit: photoLimit, planName };
  }

  async function checkPhotoLimit(eventId: string, adding: number, tx: Tx | Db = db): Promise<void> {
    const { limit, planName } = await packagePhotoLimit(eventId, tx);
    if (limit === null) return;
    const held = await repo.countOfEvent(tx, eventId);
    if (held + adding > limit) {
      throw new AppError("forbidden", limitMessages.photos(limit, planName), { limit: "photos" });
    }
  }

  /**
   * Stores the file and its row; the files go again when the row cannot be written. The row is
   * written under the event's gallery lock after counting again, so simultaneous uploads cannot
   * pass the package's photo limit (the early check spares storing a file that will be refused).
   */
  async function save(
    eventId: string,
    upload: Upload,
    row: Pick<ItemRow, "caption" | "status" | "uploadedBy" | "guestId" | "guestName">,
    /** The host or co-host posting it, for the activity list (a guest's upload is not the team's work). */
    actor?: CurrentUser,
  ): Promise<ItemRow> {
    const stored: StoredGalleryFile = await storeGalleryFile(storage, eventId, upload, limits);
    try {
      return await db.transaction(async (tx) => {
        await repo.lockEventGallery(tx, eventId);
        await checkPhotoLimit(eventId, 1, tx);
        const item = await repo.insertItem(tx, { eventId, ...stored, ...row });
        if (actor) await activity.record(tx, { eventId, actor, action: "photos_posted", count: 1 });
        return item;
      });
    } catch (error) {
      await storage.deletePrefix(`${stored.storageKey}/`).catch(() => {});
      throw error;
    }
  }

  /** The guest of a link that takes photos now; refused (404, 403) before any file is read. */
  async function guestWhoMayUpload(token: string) {
    const guest = await guests.byToken(token);
    if (!guest) throw new AppError("not_found", rsvpMessages.invalidLink);
    if (!(await settingsOf(guest.eventId)).guestUploads) {
      throw new AppError("forbidden", galleryMessages.guestUploadsOff);
    }
    return guest;
  }

  return {
    limits,
    packagePhotoLimit,
    /** The stored files of an event's photos, listed in the event's delete (events/service.ts) to go with it. */
    async fileKeysOfEvent(tx: Tx, eventId: string): Promise<string[]> {
      return repo.storageKeysOfEvent(tx, eventId);
    },
    /** Whether this link may post photos now: the guest pages ask before reading the post's body. */
    mayGuestUpload: async (token: string): Promise<void> => {
      await guestWhoMayUpload(token);
    },
    /** The refusal of a gallery request over the body limit, before any file in it is read. */
    requestTooLarge: () => requestTooLarge(limits),
    /** The most bytes one file may stream in before it is refused (the guest pages' photo form). */
    largestFileBytes: () => largestFileBytes(limits),

    /** Refuses unless the actor manages the event's gallery (asked before an upload's body is read). */
    async mayManageEvent(actor: CurrentUser | null, eventId: string): Promise<void> {
      await manageableEvent(actor, eventId);
    },

    /**
     * Refuses an upload before its body is read: the actor must manage the event, and its package
     * must have room for one more photo (a full gallery is told so without sending 100 MB first).
     */
    async mayUpload(actor: CurrentUser | null, eventId: string): Promise<void> {
      await manageableEvent(actor, eventId);
      await checkPhotoLimit(eventId, 1);
    },

    /** Refuses unless the actor manages the gallery the item belongs to. */
    async mayManageItem(actor: CurrentUser | null, id: string): Promise<void> {
      await manageableItem(actor, id);
    },

    async list(actor: CurrentUser | null, eventId: string, q: GalleryListQuery): Promise<GalleryList> {
      await manageableEvent(actor, eventId);
      const [page, counts, settings] = await Promise.all([
        readGalleryPage(db, eventId, q),
        tabCounts(db, eventId),
        settingsOf(eventId),
      ]);
      return {
        items: page.items,
        nextAfter: page.nextAfter,
        total: counts.all,
        counts,
        matches: page.searchMatches ?? counts[q.tab],
        settings,
        limits,
      };
    },

    /** One file from the host: shown at once. */
    async upload(
      actor: CurrentUser | null,
      eventId: string,
      upload: Upload,
      caption = "",
    ): Promise<GalleryItem> {
      await manageableEvent(actor, eventId);
      await checkPhotoLimit(eventId, 1);
      const row = await save(
        eventId,
        upload,
        {
          caption,
          status: "approved",
          uploadedBy: actor?.id ?? null,
          guestId: null,
          guestName: null,
        },
        actor!,
      ); // manageableEvent refuses anonymous callers
      return toItem(row);
    },

    async update(actor: CurrentUser | null, id: string, patch: GalleryItemUpdate): Promise<GalleryItem> {
      await manageableItem(actor, id);
      const row = await repo.updateItem(db, id, {
        ...(patch.caption !== undefined ? { caption: patch.caption } : {}),
        ...(patch.favorite !== undefined ? { favorite: patch.favorite } : {}),
      });
      return toItem(row);
    },

    /** A guest's photo becomes visible; rejecting one is deleting it. */
    async approve(actor: CurrentUser | null, id: string): Promise<GalleryItem> {
      await manageableItem(actor, id);
      const row = await repo.updateItem(db, id, { status: "approved" });
      return toItem(row);
    },

    /** Deletes the row, then every stored copy (sizes, original). */
    async remove(actor: CurrentUser | null, id: string): Promise<void> {
      const row = await manageableItem(actor, id);
      await db.transaction(async (tx) => {
        await repo.deleteItem(tx, id);
        await activity.record(tx, { eventId: row.eventId, actor: actor!, action: "photo_removed" });
      });
      await storage
        .deletePrefix(`${row.storageKey}/`)
        .catch((error) => log.error("could not delete gallery files", { id, ...errorForLog(error) }));
    },

    /** The cleaned original (or the video) to download, with the name to save it under. */
    async original(actor: CurrentUser | null, id: string) {
      const row = await manageableItem(actor, id);
      const object = await storage.get(row.fileKey);
      if (!object) throw new AppError("not_found", galleryMessages.notFound);
      return { object, fileName: row.fileName };
    },

    /** Every approved file of the event as one streamed ZIP. */
    async zip(actor: CurrentUser | null, eventId: string) {
      const event = await manageableEvent(actor, eventId);
      // Counted against the account asking (anonymous callers were refused just above).
      const accountId = actor?.id ?? event.createdBy;
      return slots.whileStreaming("galleryZip", accountId, galleryMessages.zipBusy, () => zipOf(event));
    },

    async saveSettings(actor: CurrentUser | null, eventId: string, settings: GallerySettings) {
      await manageableEvent(actor, eventId);
      await repo.saveSettings(db, eventId, settings);
      return settings;
    },

    /** Whether the guest behind this personal link may add photos (false for a bad link). */
    async guestUploadsOpen(eventId: string): Promise<boolean> {
      return (await settingsOf(eventId)).guestUploads;
    },

    /**
     * Photos from a guest's personal link, no account needed: only when the host collects them,
     * and they wait for the host's approval. Each file is judged alone: the good ones are kept and
     * the first refusal is reported.
     */
    async guestUpload(token: string, uploads: Upload[]): Promise<{ saved: number; problem: string | null }> {
      const guest = await guestWhoMayUpload(token);
      if (uploads.length === 0) throw new AppError("validation_failed", galleryMessages.noFileChosen);
      if (uploads.length > guestUploadMaxFiles) {
        throw new AppError("validation_failed", galleryMessages.tooManyFiles(guestUploadMaxFiles));
      }
      await checkPhotoLimit(guest.eventId, uploads.length);
      let saved = 0;
      let problem: string | null = null;
      for (const upload of uploads) {
        try {
          await save(guest.eventId, upload, {
            caption: "",
            status: "pending",
            uploadedBy: null,
            guestId: guest.id,
            guestName: guest.name,
          });
          saved++;
        } catch (error) {
          if (!(error instanceof AppError) || error.code === "internal") throw error;
          problem ??= error.message;
        }
      }
      return { saved, problem };
    },

    /**
     * Rows for `count` approved photos without files, for scale data (the bench lists an event of
     * 1,000 photos); their media addresses answer 404. Never used by the app itself.
     */
    async seedRows(eventId: string, count: number): Promise<number> {
      const start = Date.now() - count * 60_000;
      const rows = Array.from({ length: count }, (_, i) => ({
        eventId,
        storageKey: `gallery/${eventId}/seed-${i}`,
        fileKey: `gallery/${eventId}/seed-${i}/original.jpg`,
        contentType: "image/jpeg",
        sizeBytes: 250_000,
        type: "image" as const,
        caption: i % 3 === 0 ? `Moment ${i + 1}` : "",
        fileName: `photo${i + 1}.jpg`,
        width: 1600,
        height: 1200,
        favorite: i % 10 === 0,
        createdAt: new Date(start + i * 60_000),
      }));
      await repo.insertRows(db, rows);
      return count;
    },

    /** The approved photos of a public event, newest first, for its public page. */
    async publicPhotos(event: { id: string; isPublic: boolean }): Promise<PublicPhoto[]> {
      if (!canSeePublicGallery(event)) return [];
      const rows = await repo.latestApproved(db, event.id, publicPhotoLimit);
      return rows.map((row) => {
        const { id, type, url, width, height, caption } = toItem(row);
        return { id, type, url, width, height, caption };
      });
    },

    /** The photos and videos of the user's events, with their original files, for "Download my data". */
    async exportFor(userId: string): Promise<AccountExportPart> {
      const ids = await events.idsOf(userId);
      const rows = repo.itemsOfEvents(db, ids);
      const filePath = (r: { eventId: string; id: string; fileName: string }) =>
        `files/gallery/${r.eventId}/${r.id}-${r.fileName}`;
      return {
        tables: {
          gallery_items: exportTable(
            galleryItems,
            mapRows(rows, ({ storageKey: _s, fileKey, ...r }) => ({
              ...r,
              file: fileKey ? filePath(r) : null,
            })),
            { omit: ["storageKey", "fileKey"], add: ["file"] },
          ),
        },
        files: flatMapRows(rows, (r) => (r.fileKey ? [{ path: filePath(r), key: r.fileKey }] : [])),
      };
    },

    /** Photos and videos in the galleries of the user's events (the host's dashboard). */
    async countFor(userId: string): Promise<number> {
      const ids = await events.idsOf(userId);
      if (ids.length === 0) return 0;
      return repo.countOfEvents(db, ids);
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
