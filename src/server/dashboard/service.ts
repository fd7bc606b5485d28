import type { DashboardSummary } from "../../contract/dashboard.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import type { EventsService } from "../events/service.ts";
import type { GalleryService } from "../gallery/service.ts";
import type { GuestsService } from "../guests/service.ts";
import type { InvitationsService } from "../invitations/service.ts";

/** A figure another feature reports for the host's dashboard (feed posts, payments; wired in services.ts). */
export type HostFigure = (userId: string) => Promise<number>;

export type DashboardDeps = {
  events: EventsService;
  guests: GuestsService;
  invitations: InvitationsService;
  gallery: GalleryService;
  figures: { posts: HostFigure | null; payments: HostFigure | null };
};

/** The host's own numbers for the dashboard home, each asked of the feature that owns it. */
export function createDashboardService({ events, guests, invitations, gallery, figures }: DashboardDeps) {
  return {
    async summary(actor: CurrentUser): Promise<DashboardSummary> {
      const mine = await events.listMine(actor);
      const now = Date.now();
      const upcoming = mine
        .map((e) => ({ e, at: zonedTimeToUtc(e.date, e.time, e.timeZone).getTime() }))
        .filter((x) => x.at >= now)
        .sort((a, b) => a.at - b.at);
      const next = upcoming[0]?.e ?? null;
      const ids = mine.map((e) => e.id);
      const [totals, sent, photos, posts, payments, nextTotals] = await Promise.all([
        guests.statusTotals(ids),
        invitations.sentCountFor(actor.id),
        gallery.countFor(actor.id),
        figures.posts ? figures.posts(actor.id) : null,
        figures.payments ? figures.payments(actor.id) : null,
        next ? guests.statusTotals([next.id]) : null,
      ]);
      const all = (t: typeof totals) => t.invited + t.confirmed + t.declined + t.maybe + t.waitlisted;
      return {
        eventsUpcoming: upcoming.length,
        eventsTotal: mine.length,
        guestsConfirmed: totals.confirmed,
        guestsInvited: all(totals),
        invitationsSent: sent,
        photos,
        posts,
        payments,
        nextEvent:
          next && nextTotals
            ? {
                id: next.id,
                title: next.title,
                date: next.date,
                time: next.time,
                timeZone: next.timeZone,
                location: next.location,
                confirmed: nextTotals.confirmed,
                maybe: nextTotals.maybe,
                declined: nextTotals.declined,
                waiting: nextTotals.invited + nextTotals.waitlisted,
              }
            : null,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
