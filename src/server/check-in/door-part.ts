import { checkInMessages, type DoorPart } from "../../contract/check-in.ts";
import { partMessages } from "../../contract/parts.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import { AppError } from "../http/app-error.ts";

/**
 * The part a door opens on when none is asked for (issue 36): the part happening now on the event's
 * clock, else the next one, else (all over) the last. A part without an end time lasts until a later
 * part starts, so the door moves on with the programme, not before.
 */
export function partHappening<P extends DoorPart>(parts: P[], timeZone: string, now: Date): P | null {
  const timed = parts
    .map((part) => ({
      part,
      start: zonedTimeToUtc(part.date, part.startTime, timeZone).getTime(),
      end: part.endTime === null ? null : zonedTimeToUtc(part.date, part.endTime, timeZone).getTime(),
    }))
    .sort((a, b) => a.start - b.start);
  const at = now.getTime();
  const started = timed.filter((t) => t.start <= at).at(-1);
  const next = timed.find((t) => t.start > at);
  if (started && (started.end === null || at < started.end)) return started.part;
  return (next ?? started)?.part ?? null;
}

/**
 * The part of `all` a door action names: required at an event in parts (an action replayed later
 * must not land on whichever part is on by then), refused at an event in one part.
 */
export function namedPart<P extends { id: string }>(all: P[], partId: string | undefined): P | null {
  if (partId === undefined) {
    if (all.length === 0) return null;
    throw new AppError("validation_failed", checkInMessages.choosePart, {
      partId: checkInMessages.choosePart,
    });
  }
  const part = all.find((p) => p.id === partId);
  if (!part) throw new AppError("not_found", partMessages.notFound);
  return part;
}
