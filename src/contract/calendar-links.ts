/** Events have a start only; calendars get this length. */
export const defaultEventHours = 3;

type CalendarEvent = { title: string; description: string; location: string; startsAt: string };

const compact = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function endOf(startsAt: string): Date {
  return new Date(new Date(startsAt).getTime() + defaultEventHours * 3_600_000);
}

export function googleCalendarUrl(e: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: e.title,
    dates: `${compact(new Date(e.startsAt))}/${compact(endOf(e.startsAt))}`,
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
    enddt: endOf(e.startsAt).toISOString(),
    body: e.description,
    location: e.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
