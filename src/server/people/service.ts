import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull } from "drizzle-orm";
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
import { user } from "../db/schema.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import type { EventPlaces, EventsService } from "../events/service.ts";
import { hostEventsTopic, placesTopic } from "../events/service.ts";
import { AppError } from "../http/app-error.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { HostMailKind, MailRecipients, TeamMailRecipient } from "../mail/mail-recipient.ts";
import type { Mailer } from "../mail/mailer.ts";
import { placeInvitationMail } from "../mail/templates/place-invitation.ts";
import { createNoticeCache } from "../realtime/notice-cache.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { eventPeople } from "./tables.ts";

type PersonRow = typeof eventPeople.$inferSelect;

/** The topic announcing that an event's people changed: every server drops its cached places of it. */
const eventPeopleTopic = (eventId: string) => `event-people:${eventId}`;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Which per-event switch stands for which profile switch (same names, same wording). */
const switchOf: Record<HostMailKind, keyof PersonNotifications> = {
  rsvpUpdates: "notifyReplies",
  eventReminders: "notifyReminders",
  guestUpdates: "notifyGuestUpdates",
};

/**
 * The accepted places on each event, read once per event and kept a while: the events feature asks
 * on nearly every request (events.manageable). A change here forgets the event on this server at once
 * and announces it to the others, so a removed co-host's next request is refused.
 */
export function createPlaceLookup({ db, realtime }: { db: Db; realtime: Pick<Realtime, "subscribe"> }) {
  const cached = createNoticeCache<Map<string, PersonRole>>({
    ttlMs: 30_000,
    maxEntries: 5_000,
    topic: eventPeopleTopic,
    realtime,
  });

  async function placesOn(eventId: string): Promise<Map<string, PersonRole>> {
    const hit = cached.get(eventId);
    if (hit) return hit;
    const rows = await db
      .select({ userId: eventPeople.userId, role: eventPeople.role })
      .from(eventPeople)
      .where(and(eq(eventPeople.eventId, eventId), isNotNull(eventPeople.userId)));
    const map = new Map(rows.map((r) => [r.userId as string, r.role]));
    cached.set(eventId, map);
    return map;
  }

  const lookup: EventPlaces & { forget(eventId: string): void } = {
    async roleOf(eventId, userId) {
      return (await placesOn(eventId)).get(userId) ?? null;
    },
    async eventsOf(userId) {
      const rows = await db
        .select({ eventId: eventPeople.eventId, role: eventPeople.role })
        .from(eventPeople)
        .where(eq(eventPeople.userId, userId));
      return new Map(rows.map((r) => [r.eventId, r.role]));
    },
    forget: (eventId) => cached.forget(eventId),
  };
  return lookup;
}

export type PlaceLookup = ReturnType<typeof createPlaceLookup>;

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
    const [row] = await db
      .select()
      .from(eventPeople)
      .where(and(eq(eventPeople.id, personId), eq(eventPeople.eventId, eventId)));
    if (!row) throw new AppError("not_found", "Person not found");
    return row;
  }

  async function byToken(token: string): Promise<PersonRow> {
    const [row] = await db
      .select()
      .from(eventPeople)
      .where(eq(eventPeople.inviteTokenHash, hashToken(token)));
    if (!row) throw new AppError("not_found", peopleMessages.invitationNotFound);
    return row;
  }

  /** The caller's own accepted place on the event (a co-host's or door staff's). */
  async function ownPlace(actor: CurrentUser | null, eventId: string): Promise<PersonRow> {
    if (!actor) throw new AppError("unauthenticated", peopleMessages.notSignedIn);
    const row = await events.row(eventId);
    if (row.createdBy === actor.id) throw new AppError("forbidden", peopleMessages.ownerCannotLeave);
    const [place] = await db
      .select()
      .from(eventPeople)
      .where(and(eq(eventPeople.eventId, eventId), eq(eventPeople.userId, actor.id)));
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
      const [[owner], rows] = await Promise.all([
        db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, event.createdBy)),
        db
          .select({ person: eventPeople, name: user.name })
          .from(eventPeople)
          .leftJoin(user, eq(user.id, eventPeople.userId))
          .where(eq(eventPeople.eventId, eventId))
          .orderBy(asc(eventPeople.invitedAt)),
      ]);
      return { owner, items: rows.map((r) => toPerson({ ...r.person, name: r.name })) };
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
      const [existing] = await db
        .select()
        .from(eventPeople)
        .where(and(eq(eventPeople.eventId, eventId), eq(eventPeople.email, input.email)));
      if (existing?.userId)
        throw new AppError("conflict", peopleMessages.alreadyOnTeam, { email: peopleMessages.alreadyOnTeam });
      const values = {
        role: input.role,
        inviteTokenHash: hashToken(token),
        invitedBy: owner.id,
        invitedAt: new Date(),
      };
      const [row] = existing
        ? await db.update(eventPeople).set(values).where(eq(eventPeople.id, existing.id)).returning()
        : await db
            .insert(eventPeople)
            .values({ ...values, eventId, email: input.email })
            .returning()
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
      await db.delete(eventPeople).where(eq(eventPeople.id, row.id));
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
      const [saved] = await db
        .update(eventPeople)
        .set({ userId: actor.id, acceptedAt: new Date() })
        .where(and(eq(eventPeople.id, row.id), isNotNull(eventPeople.inviteTokenHash)))
        .returning();
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
      const [saved] = await db.update(eventPeople).set(input).where(eq(eventPeople.id, place.id)).returning();
      return toPlace(saved);
    },

    /** Gives up the caller's own place (declining an accepted invitation later). */
    async leave(actor: CurrentUser | null, eventId: string): Promise<void> {
      const place = await ownPlace(actor, eventId);
      await db.delete(eventPeople).where(eq(eventPeople.id, place.id));
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
        await tx.delete(eventPeople).where(eq(eventPeople.id, person.id));
        await tx
          .insert(eventPeople)
          .values({
            eventId,
            role: "cohost",
            email: oldOwner.email.toLowerCase(),
            userId: oldOwner.id,
            inviteTokenHash: hashToken(randomBytes(24).toString("base64url")),
            invitedBy: newOwnerId,
            acceptedAt: new Date(),
          })
          .onConflictDoUpdate({
            target: [eventPeople.eventId, eventPeople.email],
            set: { role: "cohost", userId: oldOwner.id, acceptedAt: new Date() },
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
      const rows = await db
        .select({ email: user.email, name: user.name, banned: user.banned, on: eventPeople[switchOf[kind]] })
        .from(eventPeople)
        .innerJoin(user, eq(user.id, eventPeople.userId))
        .where(and(eq(eventPeople.eventId, event.id), eq(eventPeople.role, "cohost")));
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
