import { count, desc, eq, lt } from "drizzle-orm";
import {
  type ActivityAction,
  type ActivityPage,
  activityKeptMonths,
  activityMessages,
  activityPageSize,
} from "../../contract/activity.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db, Tx } from "../db/client.ts";
import { keysetPages } from "../db/keyset-pages.ts";
import { startSweeps } from "../jobs/sweeps.ts";
import type { Logger } from "../logger.ts";
import { type AccountExportPart, exportTable } from "../storage/account-export-part.ts";
import { eventActivity } from "./tables.ts";

/** Who did it: a signed-in account, or a door link used without one (its label, as the host named it). */
export type ActivityActor = Pick<CurrentUser, "id" | "name"> | { doorLink: { id: string; label: string } };

export type ActivityEntry = {
  eventId: string;
  actor: ActivityActor;
  action: ActivityAction;
  subject?: string | null;
  count?: number | null;
  detail?: string | null;
};

/** A subject is a name or a title: a long one is cut, the list stays readable. */
const short = (text: string | null | undefined) => {
  const t = text?.trim();
  if (!t) return null;
  return t.length > 120 ? `${t.slice(0, 119)}…` : t;
};

/** How the line names its actor: the account's name as it is now, or the door link's label. */
const actorOf = (actor: ActivityActor) =>
  "doorLink" in actor
    ? { actorUserId: null, actorName: `Door link: ${actor.doorLink.label}` }
    : { actorUserId: actor.id, actorName: actor.name };

/** How often the server removes lines past their time. */
export const activitySweepMs = 60 * 60 * 1000;

/**
 * Writing a line: every feature that changes an event calls this, inside the transaction of the
 * change where it has one, so a change rolled back leaves no line. Only this feature writes the
 * table; the call is a plain function so that features the activity service reads (events) can
 * record too.
 */
export const activity = {
  async record(txOrDb: Db | Tx, entry: ActivityEntry): Promise<void> {
    await txOrDb.insert(eventActivity).values({
      eventId: entry.eventId,
      ...actorOf(entry.actor),
      action: entry.action,
      subject: short(entry.subject),
      count: entry.count ?? null,
      detail: short(entry.detail),
    });
  },
};

/**
 * The events feature's check that the actor manages the event (it sits above this one: events
 * records its own changes here, so this feature names the little it needs as a type of its own).
 */
type ManagedEvents = {
  manageable(actor: CurrentUser | null, eventId: string, refusal: string): Promise<{ timeZone: string }>;
};

export type ActivityDeps = { db: Db; events: ManagedEvents; log: Logger };

export function createActivityService({ db, events, log }: ActivityDeps) {
  /** Removes the lines older than they are kept (decision record 0032); how many went. */
  async function sweep(now = new Date()): Promise<number> {
    const cutoff = new Date(now);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - activityKeptMonths);
    const gone = await db
      .delete(eventActivity)
      .where(lt(eventActivity.at, cutoff))
      .returning({ id: eventActivity.id });
    return gone.length;
  }

  return {
    record: activity.record,

    /** One page of the event's lines, newest first, for whoever manages the event. */
    async list(actor: CurrentUser | null, eventId: string, page: number): Promise<ActivityPage> {
      const event = await events.manageable(actor, eventId, activityMessages.noPermission);
      const where = eq(eventActivity.eventId, eventId);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(eventActivity)
          .where(where)
          .orderBy(desc(eventActivity.at), desc(eventActivity.id))
          .limit(activityPageSize)
          .offset((page - 1) * activityPageSize),
        db.select({ total: count() }).from(eventActivity).where(where),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actorName: r.actorName,
          action: r.action,
          subject: r.subject,
          count: r.count,
          detail: r.detail,
        })),
        page,
        pageSize: activityPageSize,
        total,
        timeZone: event.timeZone,
      };
    },

    /**
     * For "Download my data": what the account did, on any event (its own and those it helps
     * run). The lines of its own events done by others are the event's record, not this person's.
     */
    async exportFor(userId: string): Promise<AccountExportPart> {
      // Read in pages as the archive reaches them (issue 31): a busy helper's lines add up.
      const rows = keysetPages(db, eventActivity, eq(eventActivity.actorUserId, userId), {
        at: eventActivity.at,
        id: eventActivity.id,
      });
      return { tables: { event_activity: exportTable(eventActivity, rows) } };
    },

    sweep,

    /** Sweeps now and then, every hour, until stopped (the server's workers only). */
    start(): { stop(): void } {
      return startSweeps("activity sweep", sweep, { firstAfterMs: 60_000, everyMs: activitySweepMs }, log);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
