import type { CancellationNotice, UpcomingCancellations } from "../../contract/event-cancellation.ts";
import { formatEventDateLong } from "../../contract/event-dates.ts";
import { type EventInput, eventMessages, publicEventsPageSize } from "../../contract/events.ts";
import type { EventRole, PersonRole } from "../../contract/people.ts";
import type { RsvpSettings } from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { activity } from "../activity/service.ts";
import type { Db, Tx } from "../db/client.ts";
import { AppError } from "../http/app-error.ts";
import { exportTableWithImages } from "../images/image-export.ts";
import { deleteImage, storeImage } from "../images/image-store.ts";
import type { MediaInput } from "../images/media-store.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import { createNoticeCache } from "../realtime/notice-cache.ts";
import type { Realtime } from "../realtime/realtime.ts";
import type { AccountExportPart } from "../storage/account-export-part.ts";
import type { Storage } from "../storage/storage.ts";
import {
  type CancellationJob,
  type CancellationSources,
  cancellationMailQueue,
  cancelledById,
  cancelledByLink,
  countReplied,
  forgetHost,
  type LinkKind,
  writeTombstone,
} from "./cancellation.ts";
import { type EventRow, toEvent } from "./event-row.ts";
import { canManageEvent, canReadEvent, isOwner } from "./policy.ts";
import * as repo from "./repository.ts";
import { events } from "./tables.ts";

// What other features' statements need of an event row (the lock every guest write takes first,
// and its one-statement forms), written in repository.ts and handed out here, the feature's one door.
export { eventCreatedBy, eventRowLocked, lockEventRow } from "./repository.ts";

/**
 * The stored files other features keep per event (gallery photos, post media), each listed by its
 * owner inside the delete's transaction, before the rows go with the event (foreign keys cascade).
 * Filled in services.ts once those features exist.
 */
export type EventFileLists = ((tx: Tx, eventId: string) => Promise<(string | null)[]>)[];

/**
 * Who else holds a place on an event (co-hosts, door staff): the people feature answers, which sits
 * above this one (it reads events); services.ts hands its lookup in.
 */
export type EventPlaces = {
  /** The user's accepted place on the event, or null. */
  roleOf(eventId: string, userId: string): Promise<PersonRole | null>;
  /** Every event the user holds an accepted place on, with the place. */
  eventsOf(userId: string): Promise<Map<string, PersonRole>>;
};

export type EventsDeps = {
  db: Db;
  storage: Storage;
  log: Logger;
  jobs: Jobs;
  realtime: Pick<Realtime, "subscribe">;
  eventFiles: EventFileLists;
  /** The guests and invitations features' reads an event's tombstone copies (cancellation.ts). */
  cancellation: CancellationSources;
  places: EventPlaces;
};

/** How the activity list names each field of an edit ("changed the event's date, time"). */
const fieldNames: Record<keyof EventInput, string> = {
  title: "title",
  description: "description",
  isPublic: "visibility",
  date: "date",
  time: "time",
  location: "location",
  timeZone: "time zone",
};

/** The fields an edit changes, named for the activity list; null when it changes none. */
function changedFields(before: EventRow, input: EventInput): string | null {
  const keys = (Object.keys(fieldNames) as (keyof EventInput)[]).filter((k) => before[k] !== input[k]);
  const names = keys.map((k) => fieldNames[k]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? null);
}

/** The topic the database's trigger publishes when an event row changes or goes (migration event_change_notices). */
export const eventRowTopic = (id: string) => `event-row:${id}`;
/** The topic the database's trigger publishes when a host's events change (migration answer_change_notices). */
export const hostEventsTopic = (userId: string) => `host-events:${userId}`;
/** The topic the people feature publishes when a user's places on events change (invited, removed, left). */
export const placesTopic = (userId: string) => `places:${userId}`;

export function createEventsService({
  db,
  storage,
  log,
  jobs,
  realtime,
  eventFiles,
  cancellation,
  places,
}: EventsDeps) {
  // The hottest read (public event pages): built once, prepared once per connection.
  const eventById = repo.prepareEventById(db);

  // Nearly every request about an event reads its row first (its page, a guest's link, the guest
  // list's permission check); the row is kept a while, and dropped as soon as it changes.
  const cachedRows = createNoticeCache<EventRow>({
    ttlMs: 30_000,
    maxEntries: 5_000,
    topic: eventRowTopic,
    realtime,
  });

  function findRow(id: string): Promise<EventRow> {
    return cachedRows.read(id, async () => {
      const [row] = await eventById.execute({ id });
      if (!row) throw new AppError("not_found", eventMessages.notFound);
      return row;
    });
  }

  /** The actor's role on the event: its owner, a person's accepted place, or none. */
  async function roleOn(actor: Pick<CurrentUser, "id"> | null, row: EventRow): Promise<EventRole | null> {
    if (!actor) return null;
    if (isOwner(actor, row)) return "owner";
    return places.roleOf(row.id, actor.id);
  }

  /** The event if the actor runs it with the host's rights (its owner or a co-host); refuses otherwise. */
  async function findManageable(actor: CurrentUser | null, id: string, refusal: string): Promise<EventRow> {
    if (!actor) throw new AppError("unauthenticated", eventMessages.notLoggedIn);
    const row = await findRow(id);
    if (!canManageEvent(await roleOn(actor, row))) throw new AppError("forbidden", refusal);
    return row;
  }

  /** The event if the actor owns it: deleting it, paying for it and managing its people are the owner's. */
  async function findOwned(actor: CurrentUser | null, id: string, refusal: string): Promise<EventRow> {
    if (!actor) throw new AppError("unauthenticated", eventMessages.notLoggedIn);
    const row = await findRow(id);
    if (!isOwner(actor, row)) throw new AppError("forbidden", refusal);
    return row;
  }

  async function readable(
    actor: CurrentUser | null,
    id: string,
  ): Promise<{ event: ReturnType<typeof toEvent>; row: EventRow }> {
    const row = await findRow(id).catch(async (err: unknown) => {
      // The public page of a deleted event says it was cancelled, not that it never existed.
      const cancelled = await cancelledById(db, id);
      throw cancelled ? new AppError("gone", rsvpMessages.cancelled(cancelled.title)) : err;
    });
    const role = await roleOn(actor, row);
    if (!canReadEvent(actor, row, role)) throw new AppError("forbidden", eventMessages.private);
    return { event: toEvent(row, actor?.id, role), row };
  }

  /** Points the event at its new banner (or none), then deletes the file of the one it had. */
  async function replaceBanner(actor: CurrentUser | null, row: EventRow, key: string | null) {
    const action = key ? "banner_changed" : "banner_removed";
    await db.transaction(async (tx) => {
      await repo.setBannerKey(tx, row.id, key);
      await activity.record(tx, { eventId: row.id, actor: actor!, action }); // findManageable refused anonymous callers
    });
    cachedRows.forget(row.id);
    if (row.bannerKey) await deleteImage(storage, row.bannerKey);
    const fresh = await findRow(row.id);
    return toEvent(fresh, actor?.id, await roleOn(actor, fresh));
  }

  return {
    /** The event rows kept a while (cachedRows), to be emptied when the server falls quiet. */
    keptRows: { clear: (): number => cachedRows.clear() },
    /**
     * The event row if the actor may manage it (guests, RSVP settings…): its owner or a co-host;
     * refuses otherwise. Every feature's host check comes here.
     */
    manageable: findManageable,
    /** The event row if the actor owns it (delete, payments, people, hand-over); refuses otherwise. */
    owned: findOwned,
    /**
     * A record another feature keeps on an event (a photo, a message), found by `find`, if the actor
     * may manage that event: signed out is told so first, and someone else's record is refused as
     * its event would be.
     */
    async manageableRecord<R extends { eventId: string }>(
      actor: CurrentUser | null,
      find: () => Promise<R | null | undefined>,
      notFound: string,
      refusal: string,
    ): Promise<R> {
      if (!actor) throw new AppError("unauthenticated", eventMessages.notLoggedIn);
      const row = await find();
      if (!row) throw new AppError("not_found", notFound);
      await findManageable(actor, row.eventId, refusal);
      return row;
    },
    /** The actor's role on the event (owner, co-host, door staff) or null. */
    async roleOn(actor: Pick<CurrentUser, "id"> | null, id: string): Promise<EventRole | null> {
      return roleOn(actor, await findRow(id));
    },
    /** Hands the event to another account, in the caller's transaction (people/service.ts checks who). */
    async setOwner(tx: Tx, id: string, userId: string): Promise<void> {
      await repo.setOwner(tx, id, userId);
    },
    /** Drops the cached row after a change made in another feature's transaction (setOwner). */
    forgetRow(id: string): void {
      cachedRows.forget(id);
    },
    /** The event row without any permission check, for callers that hold another proof (a guest token). */
    row: findRow,

    /** Titles of the given events, in one query (for lists of other features' records). */
    async titles(ids: string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await repo.titlesOf(db, unique);
      return new Map(rows.map((r) => [r.id, r.title]));
    },

    /**
     * Writes the RSVP settings columns. The RSVP feature has checked who may (rsvp/policy.ts);
     * seating the waitlist after a capacity change is the guests service's business.
     */
    async saveRsvpSettings(id: string, settings: RsvpSettings) {
      await repo.updateRsvpSettings(db, id, settings);
      cachedRows.forget(id);
    },

    async get(actor: CurrentUser | null, id: string) {
      return (await readable(actor, id)).event;
    },

    /** As get, with the row too, for a caller that shows more of the event (its public page's form). */
    readable,

    /** The actor's own events and those they hold a place on (marked by their role), date descending. */
    async listMine(actor: CurrentUser, search?: string) {
      const held = await places.eventsOf(actor.id);
      const rows = await repo.eventsOfHost(db, actor.id, [...held.keys()], search);
      return rows.map((r) =>
        toEvent(r, actor.id, r.createdBy === actor.id ? "owner" : (held.get(r.id) ?? null)),
      );
    },

    async listUpcoming(actor: CurrentUser | null, query: { search?: string; page: number; limit?: number }) {
      const pageSize = query.limit ?? publicEventsPageSize;
      const offset = (query.page - 1) * pageSize;
      const { rows, total } = await repo.upcomingPublicPage(db, query.search, pageSize, offset);
      // A public list marks only the caller's own events: places are looked up where they matter.
      const items = rows.map((r) => toEvent(r, actor?.id, r.createdBy === actor?.id ? "owner" : null));
      return { items, total, page: query.page, pageSize };
    },

    async create(actor: CurrentUser, input: EventInput) {
      const id = await repo.insertEvent(db, { ...input, createdBy: actor.id });
      return toEvent(await findRow(id), actor.id, "owner");
    },

    async update(actor: CurrentUser | null, id: string, input: EventInput) {
      const before = await findManageable(actor, id, eventMessages.noPermissionEdit);
      const moved =
        before.date !== input.date || before.time !== input.time || before.timeZone !== input.timeZone;
      const detail = changedFields(before, input);
      await db.transaction(async (tx) => {
        await repo.updateEvent(tx, id, input, moved);
        if (detail)
          await activity.record(tx, { eventId: id, actor: actor!, action: "event_changed", detail });
      });
      cachedRows.forget(id);
      const after = await findRow(id);
      return toEvent(after, actor?.id, await roleOn(actor, after));
    },

    /** What the delete confirmation offers: how many guests who replied could be e-mailed. */
    async cancellationNotice(actor: CurrentUser | null, id: string): Promise<CancellationNotice> {
      await findOwned(actor, id, eventMessages.noPermissionDelete);
      return { recipients: await countReplied(db, id, cancellation) };
    },

    /** The deleted event an old guest link (reply token, invitation code) pointed to, or null. */
    cancelledByLink: (kind: LinkKind, value: string) => cancelledByLink(db, kind, value),

    /**
     * Account deletion: the user's cancelled-event notices lose their title, date and owner (those
     * with mails still waiting once the mails went, when the host asked for guests to be told).
     */
    forgetHost: (userId: string, tellGuestsAs?: string) => forgetHost(db, userId, tellGuestsAs),

    /** What the account deletion offers: the user's events not yet past, each with who could be told. */
    async upcomingOf(userId: string): Promise<UpcomingCancellations["events"]> {
      const rows = await repo.upcomingOfOwner(db, userId);
      return Promise.all(
        rows.map(async (r) => ({ ...r, recipients: await countReplied(db, r.id, cancellation) })),
      );
    },

    /**
     * Deletes the event and everything attached in one transaction, leaving a tombstone so old
     * guest links say the event was cancelled; files go, and guests are e-mailed, after the commit.
     */
    async remove(actor: CurrentUser | null, id: string, opts: { notifyGuests?: boolean } = {}) {
      const row = await findOwned(actor, id, eventMessages.noPermissionDelete);
      let mails = 0;
      const fileKeys = await db.transaction(async (tx) => {
        mails = await writeTombstone(tx, row, opts.notifyGuests === true, cancellation);
        const keys = [row.bannerKey];
        for (const list of eventFiles) keys.push(...(await list(tx, id)));
        await repo.deleteEvent(tx, id);
        return keys.filter((k): k is string => !!k);
      });
      cachedRows.forget(id);
      if (mails > 0) {
        const job: CancellationJob = { cancelledEventId: id, when: formatEventDateLong(row.date, row.time) };
        // The event is gone already: a queue failure must not report the delete as failed.
        await jobs
          .send(cancellationMailQueue, job)
          .catch((err) => log.error("could not queue the cancellation e-mails", { id, ...errorForLog(err) }));
      }
      await Promise.all(
        fileKeys.map((key) =>
          deleteImage(storage, key).catch((err) =>
            log.error("could not delete file", { key, ...errorForLog(err) }),
          ),
        ),
      );
    },

    /** Stores a new banner (checked and cleaned), then deletes the one it replaces. */
    async setBanner(actor: CurrentUser | null, id: string, file: MediaInput) {
      const row = await findManageable(actor, id, eventMessages.noPermissionEdit);
      const key = await storeImage(storage, `event-banners/${row.createdBy}`, file);
      return replaceBanner(actor, row, key);
    },

    async removeBanner(actor: CurrentUser | null, id: string) {
      return replaceBanner(actor, await findManageable(actor, id, eventMessages.noPermissionEdit), null);
    },

    /** How many events each of these users has created, in one query (the admin's user list). */
    async countsByOwner(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await repo.countsByOwner(db, userIds);
      return new Map(rows.map((r) => [r.owner, r.n]));
    },

    /** The ids of the events a user runs: their own and those they co-host (not door staff's). */
    async runBy(userId: string): Promise<string[]> {
      const held = await places.eventsOf(userId);
      const cohosted = [...held].filter(([, role]) => role === "cohost").map(([id]) => id);
      return [...(await repo.idsOwnedBy(db, userId)), ...cohosted];
    },

    /** The ids of a user's events (their share of the account's other records). */
    idsOf: (userId: string): Promise<string[]> => repo.idsOwnedBy(db, userId),

    /** The user's events and banners for "Download my data" (the profile service gathers it). */
    async exportFor(userId: string): Promise<AccountExportPart> {
      return exportTableWithImages("events", events, repo.ownedPages(db, userId), {
        key: "bannerKey",
        file: "bannerFile",
        path: (id) => `files/event-banners/${id}.webp`,
      });
    },

    /** The admin dashboard's figures: all events, and how many were created each month (last 12). */
    async platformCounts(): Promise<{ total: number; byMonth: { month: string; count: number }[] }> {
      return repo.platformCounts(db);
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
