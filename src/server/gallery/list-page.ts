import { and, count, eq, ilike, type SQL, sql } from "drizzle-orm";
import { type GalleryListQuery, type GalleryTab, recentDays } from "../../contract/gallery.ts";
import type { Db } from "../db/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { descNullsLast } from "../db/order.ts";
import { itemColumns, toItem } from "./gallery-item.ts";
import { galleryItems } from "./tables.ts";

/** The items of a tab, by the same rules its count uses. */
function inTab(tab: GalleryTab): SQL | undefined {
  const since = sql`now() - make_interval(days => ${recentDays})`;
  return {
    all: undefined,
    recent: sql`${galleryItems.createdAt} >= ${since}`,
    favorites: eq(galleryItems.favorite, true),
    pending: eq(galleryItems.status, "pending"),
  }[tab];
}

function captionContains(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return ilike(galleryItems.caption, containsPattern(search));
}

/** How many items each tab holds, in one pass over the event's items. */
export async function tabCounts(db: Db, eventId: string): Promise<Record<GalleryTab, number>> {
  const n = (filter: SQL | undefined) =>
    sql<number>`count(*) filter (where ${filter ?? sql`true`})`.mapWith(Number);
  const [row] = await db
    .select({
      all: n(undefined),
      recent: n(inTab("recent")),
      favorites: n(inTab("favorites")),
      pending: n(inTab("pending")),
    })
    .from(galleryItems)
    .where(eq(galleryItems.eventId, eventId));
  return row;
}

/**
 * One page of a tab (and caption search), newest first, starting after the item `after`: a page
 * costs what the first one does, and stays put while new photos arrive at the top. One row more
 * than the page is read, to know whether another follows.
 */
export async function readGalleryPage(db: Db, eventId: string, q: GalleryListQuery) {
  const filter = and(eq(galleryItems.eventId, eventId), inTab(q.tab), captionContains(q.search));
  // The neighbour's own key, read inside the statement: its microseconds survive.
  const afterKey = q.after
    ? sql`(${galleryItems.createdAt}, ${galleryItems.id}) < (select a.created_at, a.id from gallery_items a where a.id = ${q.after} and a.event_id = ${eventId})`
    : undefined;
  const [rows, matches] = await Promise.all([
    db
      .select(itemColumns)
      .from(galleryItems)
      .where(and(filter, afterKey))
      .orderBy(descNullsLast(galleryItems.createdAt), descNullsLast(galleryItems.id))
      .limit(q.limit + 1),
    // Without a search the tab's count says it.
    q.search ? db.select({ n: count() }).from(galleryItems).where(filter) : Promise.resolve(null),
  ]);
  const page = rows.slice(0, q.limit);
  return {
    items: page.map(toItem),
    nextAfter: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
    searchMatches: matches?.[0].n ?? null,
  };
}
