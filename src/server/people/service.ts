import { createHash, randomBytes } from "node:crypto";
import {
  type EventRole,
  type MyPlace,
  type PeopleList,
  type Person,
  type PersonInvite,
  type PersonNotifications,
  type PersonRole,
  type PlaceInvitation,
  peopleMessages,
  personRoleLabels,
} from "../../contract/people.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { type EventsService, hostEventsTopic, placesTopic } from "../events/service.ts";
import { AppError } from "../http/app-error.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { HostMailKind, MailRecipients, TeamMailRecipient } from "../mail/mail-recipient.ts";
import type { Mailer } from "../mail/mailer.ts";
import { placeInvitationMail } from "../mail/templates/place-invitation.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { eventPeopleTopic, type PlaceLookup } from "./place-lookup.ts";
import type { PersonRow } from "./repository.ts";
import * as repo from "./repository.ts";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Which per-event switch stands for which profile switch (same names, same wording). */
const switchOf: Record<HostMailKind, keyof PersonNotifications> = {
  rsvpUpdates: "notifyReplies",
  eventReminders: "notifyReminders",
  guestUpdates: "notifyGuestUpdates",
};

export type PeopleDeps = {
  db: Db;
  events: EventsService;
  lookup: PlaceLookup;
  profile: MailRecipients;
  mailer: Mailer;
  realtime: Pick<Realtime, "publish">;
  log: Logger;
  publicUrl: string;
};

export function createPeopleService({
  db,
  events,
  lookup,
  profile,
  mailer,
  realtime,
  log,
  publicUrl,
}: PeopleDeps) {
  /** After any change to an event's people: every server forgets its places, and the people's lists refresh. */
  async function changed(eventId: string, userIds: (string | null)[]) {
    lookup.forget(eventId);
    const topics = [
      eventPeopleTopic(eventId),
      ...userIds.filter((u) => u !== null).map((u) => placesTopic(u)),
    ];
    await Promise.all(topics.map((t) => realtime.publish(t))).catch((err) =>
      log.error("could not announce a change of an event's people", { eventId, ...errorForLog(err) }),
    );
  }

  async function personOf(eventId: string, personId: string): Promise<PersonRow> {
    const row = await repo.personOf(db, eventId, personId);
    if (!row) throw new AppError("not_found", "Person not found");
    return row;
  }

  async function byToken(token: string): Promise<PersonRow> {
    const row = await repo.personByTokenHash(db, hashToken(token));
    if (!row) throw new AppError("not_found", peopleMessages.invitationNotFound);
    return row;
  }

  /** The caller's own accepted place on the event (a co-host's or door staff's). */
  async function ownPlace(actor: CurrentUser | null, eventId: string): Promise<PersonRow> {
    if (!actor) throw new AppError("unauthenticated", peopleMessages.notSignedIn);
    const row = await events.row(eventId);
    if (row.createdBy === actor.id) throw new AppError("forbidden", peopleMessages.ownerCannotLeave);
    const place = await repo.placeOfUser(db, eventId, actor.id);
    if (!place) throw new AppError("forbidden", peopleMessages.notOnTeam);
    return place;
  }

  /** The caller's co-host place: door staff get no host mail, so no switches either. */
  async function cohostPlace(actor: CurrentUser | null, eventId: string): Promise<PersonRow> {
    const place = await ownPlace(actor, eventId);
    if (place.role !== "cohost") throw new AppError("forbidden", peopleMessages.notOnTeam);
    return place;
  }

  const toPerson = (row: PersonRow & { name: string | null }): Person => ({
    id: row.id,
    role: row.role,
    email: row.email,
    name: row.userId ? row.name : null,
    status: row.userId ? "accepted" : "pending",
    invitedAt: row.invitedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  });

  const toPlace = (row: PersonRow): MyPlace => ({
    eventId: row.eventId,
    role: row.role,
    notifyReplies: row.notifyReplies,
    notifyReminders: row.notifyReminders,
    notifyGuestUpdates: row.notifyGuestUpdates,
  });

  async function sendInvitation(
    to: string,
    role: PersonRole,
    eventTitle: string,
    hostName: string,
    token: string,
  ) {
    await mailer.send(
      placeInvitationMail({
        to,
        hostName,
        eventTitle,
        roleLabel: personRoleLabels[role],
        acceptUrl: `${publicUrl}/dashboard/join/${token}`,
      }),
    );
  }

  return {
    /** The caller's role on an event (owner, co-host, door staff) or null: the shared model's one question. */
    roleOn(actor: CurrentUser | null, eventId: string): Promise<EventRole | null> {
      return events.roleOn(actor, eventId);
    },

    /** Refuses unless the actor owns the event (asked before a refused body answers 400). */
    async mayManage(actor: CurrentUser | null, eventId: string): Promise<void> {
      await events.owned(actor, eventId, peopleMessages.noPermission);
    },

    /** Refuses unless the actor is a co-host of the event (asked before a refused body answers 400). */
    async maySaveNotifications(actor: CurrentUser | null, eventId: string): Promise<void> {
      await cohostPlace(actor, eventId);
    },

    /** The event's owner and its people, pending and accepted (the owner only). */
    async list(actor: CurrentUser | null, eventId: string): Promise<PeopleList> {
      const event = await events.owned(actor, eventId, peopleMessages.noPermission);
      const [owner, rows] = await Promise.all([
        repo.accountOf(db, event.createdBy),
        repo.peopleOf(db, eventId),
      ]);
      return { owner, items: rows.map(toPerson) };
    },

    /**
     * Invites someone by e-mail as co-host or door staff (the owner only). Inviting a pending address
     * again sends a new link (the old one stops working); an accepted one is refused.
     */
    async invite(actor: CurrentUser | null, eventId: string, input: PersonInvite): Promise<Person> {
      const event = await events.owned(actor, eventId, peopleMessages.noPermission);
      const owner = actor as CurrentUser;
      if (input.email === owner.email.toLowerCase())
        throw new AppError("validation_failed", peopleMessages.ownEmail, { email: peopleMessages.ownEmail });
      const token = randomBytes(24).toString("base64url");
      const existing = await repo.personByEmail(db, eventId, input.email);
      if (existing?.userId)
        throw new AppError("conflict", peopleMessages.alreadyOnTeam, { email: peopleMessages.alreadyOnTeam });
      const values = {
        role: input.role,
        inviteTokenHash: hashToken(token),
        invitedBy: owner.id,
        invitedAt: new Date(),
      };
      const row = existing
        ? await repo.renewInvitation(db, existing.id, values)
        : await repo
            .insertInvitation(db, { ...values, eventId, email: input.email })
            .catch((err: unknown) => {
              // The same address invited twice at once: the first stands.
              throw isUniqueViolation(err) ? new AppError("conflict", peopleMessages.alreadyOnTeam) : err;
            });
      await sendInvitation(input.email, input.role, event.title, event.hostName || owner.name, token);
      return toPerson({ ...row, name: null });
    },

    /** Takes a person's place away (the owner only): their next request is refused. */
    async remove(actor: CurrentUser | null, eventId: string, personId: string): Promise<void> {
      await events.owned(actor, eventId, peopleMessages.noPermission);
      const row = await personOf(eventId, personId);
      await repo.deletePerson(db, row.id);
      await changed(eventId, [row.userId]);
    },

    /** What the accept page shows of an invitation to its signed-in reader. */
    async invitation(actor: CurrentUser | null, token: string): Promise<PlaceInvitation> {
      if (!actor) throw new AppError("unauthenticated", peopleMessages.notSignedIn);
      const row = await byToken(token);
      const event = await events.row(row.eventId);
      return {
        eventId: event.id,
        eventTitle: event.title,
        eventDate: event.date,
        eventTime: event.time,
        eventTimeZone: event.timeZone,
        hostName: event.hostName,
        role: row.role,
        email: row.email,
        emailMatches: actor.email.toLowerCase() === row.email,
        status: row.userId ? "accepted" : "pending",
        acceptedByYou: row.userId === actor.id,
      };
    },

    /** Takes the place the link offers, if the caller is signed in with the invited address. */
    async accept(actor: CurrentUser | null, token: string): Promise<MyPlace> {
      if (!actor) throw new AppError("unauthenticated", peopleMessages.notSignedIn);
      const row = await byToken(token);
      if (row.userId === actor.id) return toPlace(row);
      if (row.userId) throw new AppError("conflict", peopleMessages.acceptedBySomeoneElse);
      if (actor.email.toLowerCase() !== row.email)
        throw new AppError("forbidden", peopleMessages.wrongAccount(row.email, actor.email));
      const event = await events.row(row.eventId);
      // The owner already runs it (an invitation to the address they now own): nothing to take.
      if (event.createdBy === actor.id) throw new AppError("conflict", peopleMessages.ownEmail);
      const saved = await repo.acceptInvitation(db, row.id, actor.id);
      await changed(row.eventId, [actor.id]);
      return toPlace(saved);
    },

    /** The caller's own place on the event, with their switches. */
    async myPlace(actor: CurrentUser | null, eventId: string): Promise<MyPlace> {
      return toPlace(await ownPlace(actor, eventId));
    },

    /** Saves the caller's own e-mail switches for this event (a co-host's: door staff get no host mail). */
    async saveNotifications(
      actor: CurrentUser | null,
      eventId: string,
      input: Partial<PersonNotifications>,
    ): Promise<MyPlace> {
      const place = await cohostPlace(actor, eventId);
      return toPlace(await repo.saveSwitches(db, place.id, input));
    },

    /** Gives up the caller's own place (declining an accepted invitation later). */
    async leave(actor: CurrentUser | null, eventId: string): Promise<void> {
      const place = await ownPlace(actor, eventId);
      await repo.deletePerson(db, place.id);
      await changed(eventId, [place.userId]);
    },

    /**
     * Hands the event to an accepted co-host (the owner only): they become its owner and pay for its
     * packages from then on; the old owner stays on as a co-host. Payments stay with their payer.
     */
    async handOver(actor: CurrentUser | null, eventId: string, personId: string) {
      const event = await events.owned(actor, eventId, peopleMessages.noPermission);
      const oldOwner = actor as CurrentUser;
      const person = await personOf(eventId, personId);
      if (person.role !== "cohost" || !person.userId)
        throw new AppError("conflict", peopleMessages.handOverOnlyCohost);
      const newOwnerId = person.userId;
      await db.transaction(async (tx) => {
        await repo.deletePerson(tx, person.id);
        await repo.seatFormerOwner(tx, {
          eventId,
          email: oldOwner.email.toLowerCase(),
          userId: oldOwner.id,
          inviteTokenHash: hashToken(randomBytes(24).toString("base64url")),
          invitedBy: newOwnerId,
        });
        await events.setOwner(tx, eventId, newOwnerId);
      });
      events.forgetRow(eventId);
      await changed(eventId, [oldOwner.id, newOwnerId]);
      await Promise.all([
        realtime.publish(hostEventsTopic(oldOwner.id)),
        realtime.publish(hostEventsTopic(newOwnerId)),
      ]);
      return events.get(oldOwner, event.id);
    },

    /** The people.ts side of the mails about an event: the owner by their profile, co-hosts by their switch. */
    async teamRecipients(
      event: { id: string; createdBy: string },
      kind: HostMailKind,
    ): Promise<TeamMailRecipient[]> {
      const out: TeamMailRecipient[] = [];
      const owner = await profile.mailRecipient(event.createdBy, kind);
      if (owner)
        out.push({
          ...owner,
          settingsUrl: `${publicUrl}/dashboard/profile?tab=notifications`,
          switchIn: "profile",
        });
      const rows = await repo.cohostsWithSwitch(db, event.id, switchOf[kind]);
      for (const r of rows) {
        if (!r.on || r.banned) continue;
        out.push({
          email: r.email,
          name: r.name,
          settingsUrl: `${publicUrl}/dashboard/events/${event.id}/people`,
          switchIn: "event",
        });
      }
      return out;
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
