import { PassThrough, pipeline } from "node:stream";
import { and, asc, count, eq, gt } from "drizzle-orm";
import { adminMessages } from "../../contract/admin.ts";
import {
  type AccountDeletion,
  type NotificationKey,
  type Preferences,
  type PreferencesUpdate,
  type Profile,
  type ProfileUpdate,
  profileMessages,
} from "../../contract/profile.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { deleteAccountRow, setAccountDetails, setAccountImage } from "../auth/account-changes.ts";
import { anotherAdminExists } from "../auth/roles.ts";
import { forgetAccountCounters } from "../auth/sign-in-guard.ts";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema.ts";
import type { EventsService } from "../events/service.ts";
import type { AccountSlots } from "../http/account-slots.ts";
import { AppError } from "../http/app-error.ts";
import { deleteImage, largestImageKey, mediaUrl, storeImage } from "../images/image-store.ts";
import type { MediaInput } from "../images/media-store.ts";
import type { TemplatesService } from "../invitations/templates-service.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import { type AccountExportPart, type ExportTable, rowsOf } from "../storage/account-export-part.ts";
import type { Storage } from "../storage/storage.ts";
import { accountZip } from "./export-zip.ts";
import { userPreferences } from "./tables.ts";

/**
 * What other features give the account: each feature holding a user's data adds its
 * `exportFor(userId)` to `exportParts`, and anything it must do before the account's rows go
 * (payments: anonymise the records the law keeps) to `beforeDelete`. Wired in services.ts.
 */
export type AccountContributors = {
  exportParts: ((userId: string) => Promise<AccountExportPart>)[];
  beforeDelete: ((userId: string) => Promise<void>)[];
};

export type ProfileDeps = {
  db: Db;
  storage: Storage;
  log: Logger;
  events: EventsService;
  templates: TemplatesService;
  contributors: AccountContributors;
  /** One export at a time per account (http/account-slots.ts). */
  slots: AccountSlots;
};

const defaults: Preferences = {
  emailNotifications: true,
  eventReminders: true,
  rsvpUpdates: true,
  guestUpdates: true,
  marketingEmails: false,
  theme: "system",
};

const marketingAllowed = and(
  eq(userPreferences.marketingEmails, true),
  eq(userPreferences.emailNotifications, true),
  eq(user.emailVerified, true),
  eq(user.banned, false),
);

const mediaPrefix = "/api/media/";
const keyOfImage = (image: string | null) =>
  image?.startsWith(mediaPrefix) ? image.slice(mediaPrefix.length) : null;

export function createProfileService({
  db,
  storage,
  log,
  events,
  templates,
  contributors,
  slots,
}: ProfileDeps) {
  async function preferencesOf(userId: string): Promise<Preferences> {
    const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    if (!row) return defaults;
    const { userId: _u, createdAt: _c, updatedAt: _up, ...prefs } = row;
    return prefs;
  }

  async function profileOf(userId: string): Promise<Profile> {
    const [row] = await db.select().from(user).where(eq(user.id, userId));
    if (!row) throw new AppError("not_found", "Account not found");
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      emailVerified: row.emailVerified,
      phoneNumber: row.phoneNumber,
      image: row.image,
      createdAt: row.createdAt.toISOString(),
      preferences: await preferencesOf(userId),
    };
  }

  /** Points the account at its new photo (or none), then deletes the file of the one it had. */
  async function replacePhoto(actor: CurrentUser, url: string | null): Promise<Profile> {
    const [row] = await db.select({ image: user.image }).from(user).where(eq(user.id, actor.id));
    await setAccountImage(db, actor.id, url);
    const old = keyOfImage(row?.image ?? null);
    if (old)
      await deleteImage(storage, old).catch((err) =>
        log.error("could not delete file", { ...errorForLog(err) }),
      );
    return profileOf(actor.id);
  }

  /**
   * Every feature's share of the account, as one streamed ZIP. The answer starts at once (the
   * browser shows the download), but the archive is built only when this process's line of exports
   * (http/account-slots.ts) comes to it; a full line is refused before anything is sent.
   */
  async function buildExport(actor: CurrentUser) {
    const profile = await profileOf(actor.id);
    const turn = slots.exports.join();
    if (!turn) throw new AppError("rate_limited", profileMessages.exportLineFull);
    const stream = new PassThrough();
    stream.once("close", turn.leave);
    // The headers are out by the time anything here fails: the download is cut off, and the log
    // says why (a client that went away is no failure).
    const failed = (error: NodeJS.ErrnoException | null) => {
      if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE")
        log.error("export failed", { ...errorForLog(error) });
    };
    turn.ready
      .then(async () => {
        if (stream.destroyed) return;
        pipeline(await accountZipOf(profile), stream, failed);
      })
      .catch((error: Error) => {
        failed(error);
        stream.destroy(error);
      });
    return { stream, fileName: `eventhub-data-${profile.createdAt.slice(0, 10)}.zip` };
  }

  async function accountZipOf(profile: Profile) {
    const photoKey = keyOfImage(profile.image);
    const own: AccountExportPart = {
      tables: {
        profile: oneRow({ ...profile, preferences: undefined }),
        preferences: oneRow(profile.preferences),
      },
      files: rowsOf(photoKey ? [{ path: "files/profile-photo.webp", key: largestImageKey(photoKey) }] : []),
    };
    const parts = [own, ...(await Promise.all(contributors.exportParts.map((part) => part(profile.id))))];
    const readme = [
      `Your EventHub data, exported ${new Date().toISOString()} for ${profile.email}.`,
      "",
      "Each table is here twice: <name>.csv (opens in a spreadsheet) and <name>.json (for programs).",
      "files/ holds your profile photo, event banners, template pictures and gallery originals.",
      "",
    ].join("\n");
    return accountZip(storage, parts, readme, (missing) =>
      log.error("export: files of the account are missing from storage", {
        count: missing.length,
        first: missing[0],
      }),
    );
  }

  return {
    get: (actor: CurrentUser) => profileOf(actor.id),

    async update(actor: CurrentUser, input: ProfileUpdate): Promise<Profile> {
      await setAccountDetails(db, actor.id, { name: input.name, phoneNumber: input.phoneNumber });
      return profileOf(actor.id);
    },

    async savePreferences(actor: CurrentUser, patch: PreferencesUpdate): Promise<Preferences> {
      await db
        .insert(userPreferences)
        .values({ ...defaults, ...patch, userId: actor.id })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { ...patch, updatedAt: new Date() } });
      return preferencesOf(actor.id);
    },

    /**
     * Where to send a mail of this kind to this user, or null when their switches say no: the
     * master switch (emailNotifications) and the kind's own. Every mail to a host about their
     * events asks first; a disabled account gets none.
     */
    async mailRecipient(
      userId: string,
      kind: Exclude<NotificationKey, "emailNotifications">,
    ): Promise<{ email: string; name: string } | null> {
      const [row] = await db
        .select({ email: user.email, name: user.name, banned: user.banned })
        .from(user)
        .where(eq(user.id, userId));
      if (!row || row.banned) return null;
      const prefs = await preferencesOf(userId);
      return prefs.emailNotifications && prefs[kind] ? { email: row.email, name: row.name } : null;
    },

    /**
     * The users product news may go to: marketing and e-mail switched on (marketing is off until
     * they choose it), a confirmed address, an account not disabled. In pages by id.
     */
    async marketingAudience(
      after: string | null,
      limit: number,
    ): Promise<{ id: string; email: string; name: string }[]> {
      return db
        .select({ id: user.id, email: user.email, name: user.name })
        .from(user)
        .innerJoin(userPreferences, eq(userPreferences.userId, user.id))
        .where(and(marketingAllowed, after ? gt(user.id, after) : undefined))
        .orderBy(asc(user.id))
        .limit(limit);
    },

    async marketingAudienceSize(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(user)
        .innerJoin(userPreferences, eq(userPreferences.userId, user.id))
        .where(marketingAllowed);
      return row.n;
    },

    /** One-click unsubscribe from product news: the marketing switch goes off. */
    async stopMarketing(userId: string): Promise<void> {
      await db
        .update(userPreferences)
        .set({ marketingEmails: false, updatedAt: new Date() })
        .where(eq(userPreferences.userId, userId));
    },

    /** A new profile photo, checked and cleaned like every image; the old one is deleted. */
    async setPhoto(actor: CurrentUser, file: MediaInput): Promise<Profile> {
      const key = await storeImage(storage, `profile_images/${actor.id}`, file);
      return replacePhoto(actor, mediaUrl(key));
    },

    removePhoto: (actor: CurrentUser): Promise<Profile> => replacePhoto(actor, null),

    /** "Download my data": every feature's share of the account, as one streamed ZIP. */
    exportZip(actor: CurrentUser) {
      return slots.whileStreaming("export", actor.id, profileMessages.exportBusy, () => buildExport(actor));
    },

    /** What the delete dialog lists: the account's upcoming events and who could be told of each. */
    upcomingEvents: (actor: CurrentUser) => events.upcomingOf(actor.id),

    /**
     * Deletes the account after the owner typed its e-mail: every event with its guests, gallery,
     * invitations and files, the user's own templates and photo, then the account itself (its
     * sessions, preferences and sign-in methods go with the row). The notices its deleted events
     * leave for old guest links keep no title, date or owner (once the cancellation mails the owner
     * asked for, with `notifyGuests`, went to the guests who replied to its upcoming events).
     */
    async deleteAccount(actor: CurrentUser, input: AccountDeletion): Promise<void> {
      if (input.email.trim().toLowerCase() !== actor.email.toLowerCase()) {
        throw new AppError("validation_failed", profileMessages.deleteEmailMismatch, {
          email: profileMessages.deleteEmailMismatch,
        });
      }
      const [me] = await db
        .select({ role: user.role, name: user.name })
        .from(user)
        .where(eq(user.id, actor.id));
      if (me?.role === "admin" && !(await anotherAdminExists(db, actor.id))) {
        throw new AppError("forbidden", adminMessages.lastAdmin);
      }
      // Guests are told only of events still to come: a past one has nobody left to turn up.
      const upcoming = new Set(
        input.notifyGuests ? (await events.upcomingOf(actor.id)).map((e) => e.id) : [],
      );
      for (const id of await events.idsOf(actor.id)) {
        await events.remove(actor, id, { notifyGuests: upcoming.has(id) });
      }
      // Before the user row goes: its removal would only clear the notices' owner, not their titles.
      await events.forgetHost(actor.id, input.notifyGuests ? (me?.name ?? actor.name) : undefined);
      await templates.removeAllOf(actor.id);
      for (const hook of contributors.beforeDelete) await hook(actor.id);
      const row = await deleteAccountRow(db, actor.id);
      await forgetAccountCounters(db, actor.email);
      const photo = keyOfImage(row?.image ?? null);
      if (photo)
        await deleteImage(storage, photo).catch((err) =>
          log.error("could not delete file", { ...errorForLog(err) }),
        );
      // Anything left under the user's own folders (a photo replaced mid-request, say).
      await storage.deletePrefix(`profile_images/${actor.id}/`).catch(() => {});
    },
  };
}

/** A table of one record (the account's own profile and preferences). */
function oneRow(row: Record<string, unknown>): ExportTable {
  const columns = Object.keys(row).filter((c) => row[c] !== undefined);
  return { columns, rows: rowsOf([row]) };
}

export type ProfileService = ReturnType<typeof createProfileService>;
