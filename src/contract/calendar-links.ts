import type { ReplyPart } from "./reply-parts.ts";

/** Events have a start only; calendars get this length (a part without an end too). */
export const defaultEventHours = 3;

/** What a calendar link fills in; without `endsAt` the entry lasts `defaultEventHours`. */
type CalendarEvent = {
  title: string;
  description: string;
  location: string;
  startsAt: string;
  endsAt?: string | null;
};

const compact = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function endOf({ startsAt, endsAt }: Pick<CalendarEvent, "startsAt" | "endsAt">): Date {
  return endsAt ? new Date(endsAt) : new Date(new Date(startsAt).getTime() + defaultEventHours * 3_600_000);
}

/**
 * One part of an event as a calendar link fills it in: titled as the part's entry in the guest's
 * .ics is ("Haldi · Asha's wedding"), at the part's own time and place, its note before the
 * event's description.
 */
export const partCalendarEntry = (
  part: ReplyPart,
  event: { title: string; description: string },
): CalendarEvent => ({
  title: `${part.name} · ${event.title}`,
  description: [part.note, event.description].filter(Boolean).join("\n\n"),
  location: part.place,
  startsAt: part.startsAt,
  endsAt: part.endsAt,
});

export function googleCalendarUrl(e: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: e.title,
    dates: `${compact(new Date(e.startsAt))}/${compact(endOf(e))}`,
    details: e.description,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(e: CalendarEvent): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: e.title,
    startdt: new Date(e.startsAt).toISOString(),
    enddt: endOf(e).toISOString(),
    body: e.description,
    location: e.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
