import { describe, expect, it } from "vitest";
import type { EventRole } from "../contract/people.ts";
import type { CurrentUser } from "../contract/session.ts";
import { canManageEvent, canReadEvent, isOwner } from "./events/policy.ts";
import { canReadAnnouncements, isAuthor } from "./feed/policy.ts";
import { canSeePublicGallery } from "./gallery/policy.ts";
import { canSeeReceipt } from "./payments/policy.ts";
import { repliesClosed, takesOpenReplies } from "./rsvp/policy.ts";

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
  const roles: [string, EventRole | null][] = [
    ["nobody", null],
    ["owner", "owner"],
    ["co-host", "cohost"],
    ["door staff", "door"],
  ];
  const byRole = (rule: (role: EventRole | null) => boolean) =>
    Object.fromEntries(roles.map(([name, role]) => [name, rule(role)]));

  it("a public event is read by anyone; a private one by its owner, co-hosts and admins", () => {
    const pub = { createdBy: "owner", isPublic: true };
    const priv = { createdBy: "owner", isPublic: false };
    const roleOf = (a: CurrentUser | null) => (a?.id === "owner" ? "owner" : null);
    expect(answers((a) => canReadEvent(a, pub, roleOf(a)))).toEqual({
      "signed out": true,
      "another user": true,
      "the owner": true,
      "an admin": true,
    });
    expect(answers((a) => canReadEvent(a, priv, roleOf(a)))).toEqual({ ...onlyOwner, "an admin": true });
    expect(byRole((role) => canReadEvent(other, priv, role))).toEqual({
      nobody: false,
      owner: true,
      "co-host": true,
      "door staff": false,
    });
  });

  it("the owner and co-hosts manage an event; door staff and others do not", () => {
    expect(byRole(canManageEvent)).toEqual({
      nobody: false,
      owner: true,
      "co-host": true,
      "door staff": false,
    });
  });

  it("the owner is the event's creator (or whom it was handed to), never an admin", () => {
    expect(answers((a) => isOwner(a, { createdBy: "owner" }))).toEqual(onlyOwner);
  });
});

describe("owners' records", () => {
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
