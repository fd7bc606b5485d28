import type { RuleId } from "./rules.ts";

// Known breaks of the boundary rules, each with the reason it stays for now. An entry matches by
// rule, file and subject (the table, imported file or call the message names), not by line, and
// an entry that no longer matches anything fails the check: the list only shrinks.

export type Allowed = { rule: RuleId; file: string; subject: string; reason: string };

// Analytics is a read model: each figure is one grouped statement over an event's guests joined to
// the invitations sent them (10,000 guests and more), never a call per guest. Reading through the
// owners means guests and invitations hand out named subqueries (as events/service.ts does for its
// row); until then analytics only reads, and its tests pin every figure.
const analyticsReads = ["guests", "guestStatusCounts", "invitations", "invitationRecipients"].map(
  (table): Allowed => ({
    rule: "foreign-data",
    file: "src/server/analytics/queries.ts",
    subject: table,
    reason: "the analytics read model's grouped statements over other features' tables",
  }),
);

// The door's list and counts join guests to check-ins in one statement per scan (the bench's
// scans per second); check-in writes only its own tables.
const doorReads = ["guests", "guestStatusCounts"].map(
  (table): Allowed => ({
    rule: "foreign-data",
    file: "src/server/check-in/repository.ts",
    subject: table,
    reason: "the door list joins guests to check-ins in one statement per scan",
  }),
);

export const allowed: Allowed[] = [
  {
    rule: "server-floors",
    file: "src/server",
    subject: "auth, http, images, realtime, storage",
    // Sixteen imports among the infrastructure folders: http's validation hook asks auth who is
    // signed in while auth's routes use http's router and errors, and storage's account export
    // part uses images' variants while images store through storage. Breaking it means moving the
    // validation hook and the export part (each imported by most features): a change of its own.
    reason: "the infrastructure folders' circle (the features' one is gone)",
  },
  ...analyticsReads,
  ...doorReads,
  {
    rule: "foreign-data",
    file: "src/server/events/cancellation.ts",
    subject: "guests",
    // Inside the delete's transaction, one INSERT … SELECT keeps the hash of every guest's link and
    // queues the mails of those who replied, however long the list; a call per guest would not do.
    reason: "an event's tombstone copies its guests' link hashes and addresses in one statement",
  },
];
