import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../contract/session.ts";
import { canManageEvent, canReadEvent } from "./events/policy.ts";
import { canReadAnnouncements, isAuthor } from "./feed/policy.ts";
import { canSeePublicGallery } from "./gallery/policy.ts";
import { canManageGuests } from "./guests/policy.ts";
import { canManageInvitation } from "./invitations/policy.ts";
import { canSeeReceipt } from "./payments/policy.ts";
import { canManageRsvpSettings, repliesClosed, takesOpenReplies } from "./rsvp/policy.ts";

// Each policy module's rule for every kind of caller, as a table: signed out, another user, the
// owner, and an admin who is not the owner. The access matrix (access-matrix.test.ts) checks the
// same rules through every route; these are the quick checks mutation testing leans on.

const user = (id: string, isAdmin = false): CurrentUser => ({
  id,
  email: `${id}@example.com`,
  name: id,
  image: null,
  emailVerified: true,
  isAdmin,
});
const owner = user("owner");
const other = user("other");
const admin = user("admin", true);
const callers = [
  ["signed out", null],
  ["another user", other],
  ["the owner", owner],
  ["an admin", admin],
] as const;

/** Each caller's answer, by name, so a failure names who was let in or kept out. */
const answers = (rule: (actor: CurrentUser | null) => boolean) =>
  Object.fromEntries(callers.map(([name, actor]) => [name, rule(actor)]));
const onlyOwner = { "signed out": false, "another user": false, "the owner": true, "an admin": false };

describe("events", () => {
  it("a public event is read by anyone; a private one by its creator and admins", () => {
    const pub = { createdBy: "owner", isPublic: true };
    const priv = { createdBy: "owner", isPublic: false };
    expect(answers((a) => canReadEvent(a, pub))).toEqual({
      "signed out": true,
      "another user": true,
      "the owner": true,
      "an admin": true,
    });
    expect(answers((a) => canReadEvent(a, priv))).toEqual({ ...onlyOwner, "an admin": true });
  });

  it("only the creator manages an event, public or not", () => {
    for (const isPublic of [true, false]) {
      expect(answers((a) => canManageEvent(a, { createdBy: "owner", isPublic }))).toEqual(onlyOwner);
    }
  });
});

describe("owners' records", () => {
  it("guests, invitations and RSVP settings are the creator's alone", () => {
    expect(answers((a) => canManageGuests(a, { createdBy: "owner" }))).toEqual(onlyOwner);
    expect(answers((a) => canManageInvitation(a, { createdBy: "owner" }))).toEqual(onlyOwner);
    expect(answers((a) => canManageRsvpSettings(a, { createdBy: "owner" }))).toEqual(onlyOwner);
  });

  it("a receipt is the payer's alone, and an anonymised payment nobody's", () => {
    expect(answers((a) => canSeeReceipt(a, { userId: "owner" }))).toEqual(onlyOwner);
    expect(answers((a) => canSeeReceipt(a, { userId: null }))).toEqual({
      ...onlyOwner,
      "the owner": false,
    });
  });
});

describe("feed and gallery", () => {
  it("only a post's or comment's author deletes it; nobody deletes an authorless one", () => {
    expect(isAuthor("owner", "owner")).toBe(true);
    expect(isAuthor("other", "owner")).toBe(false);
    expect(isAuthor(null, "owner")).toBe(false);
    expect(isAuthor(undefined, "owner")).toBe(false);
    // A guest's comment has no account: a signed-out caller is not its author.
    expect(isAuthor(null, null)).toBe(false);
    expect(isAuthor("", "")).toBe(false);
  });

  it("announcements: anyone on a public event, a personal link on any event", () => {
    expect(canReadAnnouncements({ isPublic: true }, false)).toBe(true);
    expect(canReadAnnouncements({ isPublic: false }, false)).toBe(false);
    expect(canReadAnnouncements({ isPublic: false }, true)).toBe(true);
    expect(canReadAnnouncements({ isPublic: true }, true)).toBe(true);
  });

  it("approved photos are public only on a public event", () => {
    expect(canSeePublicGallery({ isPublic: true })).toBe(true);
    expect(canSeePublicGallery({ isPublic: false })).toBe(false);
  });
});

describe("RSVP rules", () => {
  it("open replies: a public event, or a private one through its invitation link", () => {
    expect(takesOpenReplies({ isPublic: true })).toBe(true);
    expect(takesOpenReplies({ isPublic: false })).toBe(false);
    expect(takesOpenReplies({ isPublic: false }, true)).toBe(true);
    expect(takesOpenReplies({ isPublic: true }, false)).toBe(true);
  });

  it("replies close once the deadline day has passed in the event's own time zone", () => {
    // 20:00 UTC on 1 March is already 2 March (01:30) in Kolkata and still 1 March in London.
    const now = new Date("2031-03-01T20:00:00Z");
    const event = (rsvpDeadline: string | null, timeZone = "Asia/Kolkata") => ({ rsvpDeadline, timeZone });
    expect(repliesClosed(event(null), now)).toBe(false);
    expect(repliesClosed(event("2031-03-03"), now)).toBe(false);
    // The deadline day itself is still open.
    expect(repliesClosed(event("2031-03-02"), now)).toBe(false);
    expect(repliesClosed(event("2031-03-01"), now)).toBe(true);
    expect(repliesClosed(event("2031-03-01", "Europe/London"), now)).toBe(false);
    expect(repliesClosed(event("2031-02-28", "Europe/London"), now)).toBe(true);
  });

  it("reads the clock when no time is given", () => {
    expect(repliesClosed({ rsvpDeadline: "2000-01-01", timeZone: "UTC" })).toBe(true);
    expect(repliesClosed({ rsvpDeadline: "2999-01-01", timeZone: "UTC" })).toBe(false);
  });
});
