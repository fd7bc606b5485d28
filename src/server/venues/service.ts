import { eq, inArray } from "drizzle-orm";
import type { CurrentUser } from "../../contract/session.ts";
import { type Venue, type VenueInput, venueInputSchema, venueMessages } from "../../contract/venues.ts";
import { activity } from "../activity/service.ts";
import type { Db } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import { AppError } from "../http/app-error.ts";
import { type AccountExportPart, exportTable } from "../storage/account-export-part.ts";
import { venues } from "./tables.ts";

export type VenuesDeps = { db: Db; events: EventsService };

type VenueRow = typeof venues.$inferSelect;

function toVenue(row: VenueRow): Venue {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    hasParking: row.hasParking,
    parkingDetails: row.parkingDetails,
    facilities: row.facilities as Venue["facilities"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createVenuesService({ db, events }: VenuesDeps) {
  async function managedEvent(actor: CurrentUser | null, eventId: string) {
    // The event's owner and co-hosts alone set or delete its venue, as everything else the host manages.
    return events.manageable(actor, eventId, venueMessages.noPermission);
  }

  async function byEvent(eventId: string): Promise<Venue | null> {
    const [row] = await db.select().from(venues).where(eq(venues.eventId, eventId));
    return row ? toVenue(row) : null;
  }

  return {
    /** Refuses unless the actor sets this event's venue (asked before a refused body answers 400). */
    async mayManage(actor: CurrentUser | null, eventId: string): Promise<void> {
      await managedEvent(actor, eventId);
    },

    /** The event's venue for its guests' mail (the caller holds the guest's link), or null. */
    forEvent: byEvent,

    /** The venues of the user's events, for "Download my data". */
    async exportFor(userId: string): Promise<AccountExportPart> {
      const ids = await events.idsOf(userId);
      const rows = ids.length ? await db.select().from(venues).where(inArray(venues.eventId, ids)) : [];
      return { tables: { venues: exportTable(venues, rows) }, files: [] };
    },

    /** The venue of an event the actor may read (a public event's venue is public, as its page). */
    async get(actor: CurrentUser | null, eventId: string): Promise<Venue | null> {
      await events.get(actor, eventId);
      return byEvent(eventId);
    },

    /** Creates or replaces the event's one venue. */
    async save(actor: CurrentUser | null, eventId: string, input: VenueInput): Promise<Venue> {
      await managedEvent(actor, eventId);
      const values = venueInputSchema.parse(input);
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(venues)
          .values({ eventId, ...values })
          .onConflictDoUpdate({ target: venues.eventId, set: { ...values, updatedAt: new Date() } })
          .returning();
        await activity.record(tx, { eventId, actor: actor!, action: "venue_changed", subject: saved.name });
        return saved;
      });
      return toVenue(row);
    },

    async remove(actor: CurrentUser | null, eventId: string): Promise<void> {
      await managedEvent(actor, eventId);
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(venues)
          .where(eq(venues.eventId, eventId))
          .returning({ id: venues.id });
        if (deleted.length === 0) throw new AppError("not_found", venueMessages.notFound);
        await activity.record(tx, { eventId, actor: actor!, action: "venue_removed" });
      });
    },

    /**
     * For the guest pages, whose caller has already decided the visitor may see the event (a public
     * page, or a guest's own link): no further check.
     */
    forGuestPage: byEvent,
  };
}

export type VenuesService = ReturnType<typeof createVenuesService>;
