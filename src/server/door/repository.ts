import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { doorLinks } from "./tables.ts";

// The door links' SQL. Who may run it is service.ts's business.

export type DoorLinkRow = typeof doorLinks.$inferSelect;

export async function insertLink(db: Db, values: typeof doorLinks.$inferInsert): Promise<DoorLinkRow> {
  const [row] = await db.insert(doorLinks).values(values).returning();
  return row;
}

/** An event's links, newest first. */
export const linksOf = (db: Db, eventId: string): Promise<DoorLinkRow[]> =>
  db
    .select()
    .from(doorLinks)
    .where(eq(doorLinks.eventId, eventId))
    .orderBy(desc(doorLinks.createdAt), desc(doorLinks.id));

/** How many of the event's links work now. */
export const liveLinksCount = (db: Db, eventId: string, now: Date) =>
  db.$count(
    doorLinks,
    and(eq(doorLinks.eventId, eventId), isNull(doorLinks.revokedAt), gt(doorLinks.expiresAt, now)),
  );

export async function linkByHash(db: Db, tokenHash: string): Promise<DoorLinkRow | null> {
  const [row] = await db.select().from(doorLinks).where(eq(doorLinks.tokenHash, tokenHash));
  return row ?? null;
}

/** Revokes the event's link (a second revoke keeps the first time); null when it is not the event's. */
export async function revokeLink(db: Db, eventId: string, linkId: string): Promise<DoorLinkRow | null> {
  const [row] = await db
    .update(doorLinks)
    .set({ revokedAt: sql`coalesce(${doorLinks.revokedAt}, now())` })
    .where(and(eq(doorLinks.eventId, eventId), eq(doorLinks.id, linkId)))
    .returning();
  return row ?? null;
}
