import {
  type AnalyticsSummary,
  type AnalyticsTrends,
  analyticsMessages,
  maxDietaryLines,
} from "../../contract/analytics.ts";
import { partMessages } from "../../contract/parts.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { CheckInService } from "../check-in/service.ts";
import type { Db } from "../db/client.ts";
import type { EventRow } from "../events/event-row.ts";
import type { EventsService } from "../events/service.ts";
import { AppError } from "../http/app-error.ts";
import { type PartsService, partOf } from "../parts/service.ts";
import type { PaymentsService } from "../payments/service.ts";
import { dietaryLines } from "./dietary-lines.ts";
import { partHeadcounts } from "./part-headcount.ts";
import {
  byCategory,
  confirmedParties,
  confirmedTotals,
  dietaryTallies,
  funnelCounts,
  mealTallies,
  repliesPerDay,
  uncountedPeople,
} from "./queries.ts";

export type AnalyticsDeps = {
  db: Db;
  events: EventsService;
  payments: Pick<PaymentsService, "requireFeature">;
  /** The check-in feature's count of guests checked in at the door. */
  arrivals: Pick<CheckInService, "checkedInGuests">;
  /** The parts of an event and their trigger-kept counts (decision 0033). */
  parts: Pick<PartsService, "rows" | "counts">;
};

/**
 * An event's RSVP analytics for its host: basic (funnel and caterer's headcount) with Premium or
 * Deluxe, advanced (over time, by category, the CSV) with Deluxe. The event's owner and co-hosts only; the
 * package is checked after the permission, so another user learns nothing of the event's plan.
 */
export function createAnalyticsService({ db, events, payments, arrivals, parts }: AnalyticsDeps) {
  async function gated(
    actor: CurrentUser | null,
    eventId: string,
    feature: "basicAnalytics" | "advancedAnalytics",
  ): Promise<EventRow> {
    const event = await events.manageable(actor, eventId, analyticsMessages.noPermission);
    await payments.requireFeature(event.id, feature);
    return event;
  }

  /** Guests of the event who were checked in at the door. */
  function checkedIn(eventId: string): Promise<number> {
    return arrivals.checkedInGuests(eventId);
  }

  return {
    checkedIn,

    async summary(actor: CurrentUser | null, eventId: string): Promise<AnalyticsSummary> {
      const event = await gated(actor, eventId, "basicAnalytics");
      const [funnel, arrived, totals, meals, dietary, uncounted, perPart] = await Promise.all([
        funnelCounts(db, event.id),
        checkedIn(event.id),
        confirmedTotals(db, event.id),
        mealTallies(db, event.id),
        dietaryTallies(db, event.id, maxDietaryLines),
        uncountedPeople(db, event.id),
        partHeadcounts(db, parts, event.id),
      ]);
      const { lines, other } = dietaryLines(dietary.get(null));
      return {
        funnel: { ...funnel, checkedIn: arrived },
        headcount: {
          ...totals,
          ...uncounted,
          meals: meals.map(({ partId: _, ...tally }) => tally),
          dietary: lines,
          otherDietary: other,
          askMeal: event.askMeal,
          askDietary: event.askDietary,
        },
        parts: perPart,
      };
    },

    async trends(actor: CurrentUser | null, eventId: string): Promise<AnalyticsTrends> {
      const event = await gated(actor, eventId, "advancedAnalytics");
      const [days, categories] = await Promise.all([
        repliesPerDay(db, event.id, event.timeZone),
        byCategory(db, event.id),
      ]);
      return { timeZone: event.timeZone, days, categories };
    },

    /** The confirmed parties for the caterer's CSV, with the event for its file name. */
    async headcountRows(actor: CurrentUser | null, eventId: string) {
      const event = await gated(actor, eventId, "advancedAnalytics");
      return { event, parties: confirmedParties(db, event.id) };
    },

    /**
     * The caterer's CSV of an event in parts: each part (or only `partId`) in order, with where it
     * is and its confirmed parties, each with the party they bring to it. `parts` is empty for an
     * event without parts (its sheet is the one above).
     */
    async partHeadcountRows(actor: CurrentUser | null, eventId: string, partId?: string) {
      const event = await gated(actor, eventId, "advancedAnalytics");
      const all = (await parts.rows(event.id)).map(partOf);
      const chosen = partId === undefined ? all : all.filter((p) => p.id === partId);
      if (partId !== undefined && chosen.length === 0) throw new AppError("not_found", partMessages.notFound);
      return {
        event,
        parts: chosen.map((part) => ({
          part,
          where: part.venue ?? event.location,
          parties: confirmedParties(db, event.id, part.id),
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
