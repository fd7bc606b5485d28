import ICAL from "ical.js";

/** Parses as Thunderbird does (Mozilla's ical.js): a file it refuses, no client should be given. */
export function parseCalendarFile(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the calendar file");
  const event = new ICAL.Event(vevent);
  return {
    summary: event.summary,
    location: event.location,
    description: event.description,
    uid: event.uid,
    dtstamp: vevent.getFirstPropertyValue("dtstamp"),
    /** The revision (null when the file has none): a higher one replaces the entry with the same UID. */
    sequence: vevent.getFirstPropertyValue("sequence") as number | null,
    lastModified:
      (vevent.getFirstPropertyValue("last-modified") as { toJSDate(): Date } | null)?.toJSDate() ?? null,
    organizer: vevent.getFirstProperty("organizer"),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
  };
}

/** The text/calendar attachment of a raw message (.eml), decoded as a mail client would. */
export function calendarAttachment(raw: string): string {
  const part = raw.match(/Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/i);
  if (!part) throw new Error("no calendar attachment in the message");
  const headers = part[0].slice(0, part[0].length - part[1].length);
  const body = part[1];
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** Every entry (VEVENT) of a raw message's calendar attachment, as ical.js reads them (a file per part). */
export const calendarEntries = (raw: string) =>
  new ICAL.Component(ICAL.parse(calendarAttachment(raw)))
    .getAllSubcomponents("vevent")
    .map((v) => new ICAL.Event(v));
