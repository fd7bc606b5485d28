import {
  type AnalyticsSummary,
  type AnalyticsTrends,
  analyticsMessages,
  maxDietaryLines,
} from "../../contract/analytics.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { CheckInService } from "../check-in/service.ts";
import type { Db } from "../db/client.ts";
import type { EventRow } from "../events/event-row.ts";
import type { EventsService } from "../events/service.ts";
import type { PaymentsService } from "../payments/service.ts";
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
};

/**
 * An event's RSVP analytics for its host: basic (funnel and caterer's headcount) with Premium or
 * Deluxe, advanced (over time, by category, the CSV) with Deluxe. The event's owner and co-hosts only; the
 * package is checked after the permission, so another user learns nothing of the event's plan.
 */
export function createAnalyticsService({ db, events, payments, arrivals }: AnalyticsDeps) {
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
      const [funnel, arrived, totals, meals, dietary, uncounted] = await Promise.all([
        funnelCounts(db, event.id),
        checkedIn(event.id),
        confirmedTotals(db, event.id),
        mealTallies(db, event.id),
        dietaryTallies(db, event.id, maxDietaryLines),
        uncountedPeople(db, event.id),
      ]);
      const listed = dietary.lines.reduce(
        (sum, l) => ({ parties: sum.parties + l.parties, people: sum.people + l.people }),
        { parties: 0, people: 0 },
      );
      const rest = {
        parties: dietary.all.parties - listed.parties,
        people: dietary.all.people - listed.people,
      };
      return {
        funnel: { ...funnel, checkedIn: arrived },
        headcount: {
          ...totals,
          ...uncounted,
          meals,
          dietary: dietary.lines,
          otherDietary: rest.parties > 0 ? { label: null, ...rest } : null,
          askMeal: event.askMeal,
          askDietary: event.askDietary,
        },
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
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
