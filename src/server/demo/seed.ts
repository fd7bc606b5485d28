import { eq } from "drizzle-orm";
import { hostGuestStatuses } from "../../contract/guests.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Auth } from "../auth/auth.ts";
import type { Db } from "../db/client.ts";
import { guests, user } from "../db/schema.ts";
import type { EventsService } from "../events/service.ts";
import type { InvitationsService } from "../invitations/service.ts";
import type { TemplatesService } from "../invitations/templates-service.ts";
import { demoEventIdeas, demoHosts, demoPeople } from "./demo-content.ts";

export type SeedOptions = { events: number; guestsPerEvent: number };
export const demoLogin = { email: "demo@eventhub.local", password: "DemoPass123!" };

/** Wall-clock date `days` from today (in the server's zone), as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** A WhatsApp invitation the host has sent and an e-mail draft, through the invitations service. */
async function seedInvitations(
  deps: { db: Db; templates: TemplatesService; invitations: InvitationsService },
  actor: CurrentUser,
  eventId: string,
  title: string,
): Promise<number> {
  const [template] = await deps.templates.list(actor);
  const invited = await deps.db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .limit(20);
  const base = { eventId, templateId: template.id, guestIds: invited.map((g) => g.id) };
  const whatsapp = await deps.invitations.create(actor, {
    ...base,
    title: `Invitation to ${title}`,
    message: "We would love to celebrate with you. Tap the link to tell us if you can make it!",
    type: "whatsapp",
  });
  await deps.invitations.markSent(actor, whatsapp.id, "all");
  await deps.invitations.create(actor, {
    ...base,
    title: `Reminder: ${title}`,
    message: "Just a few days to go. Please reply if you have not yet.",
    type: "email",
  });
  return 2;
}

/** Signs a host up through Better Auth (so the password works), or returns the existing one. */
async function ensureHost(db: Db, auth: Auth, host: { email: string; name: string; password: string }) {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, host.email));
  if (existing) return existing.id;
  const res = await auth.api.signUpEmail({
    body: { email: host.email, password: host.password, name: host.name },
  });
  return res.user.id;
}

/**
 * Fills the database with realistic data through the same services the API uses: hosts, public
 * and private events over the coming months and guests in every status.
 */
export async function seedDemoData(
  deps: {
    db: Db;
    auth: Auth;
    events: EventsService;
    templates: TemplatesService;
    invitations: InvitationsService;
  },
  opts: SeedOptions,
) {
  const { db, auth, events } = deps;
  await deps.templates.installDefaults();
  const hostIds = [
    await ensureHost(db, auth, { ...demoLogin, name: "Demo Host" }),
    ...(await Promise.all(
      demoHosts.map((h) => ensureHost(db, auth, { ...h, password: demoLogin.password })),
    )),
  ];
  let guestCount = 0;
  let invitationCount = 0;
  for (let i = 0; i < opts.events; i++) {
    const idea = demoEventIdeas[i % demoEventIdeas.length];
    const hostId = hostIds[i % hostIds.length];
    const actor = { id: hostId, email: "", name: "", image: null, emailVerified: true, isAdmin: false };
    const event = await events.create(actor, {
      title: opts.events > demoEventIdeas.length ? `${idea.title} #${i + 1}` : idea.title,
      description: idea.description,
      location: idea.location,
      date: dayFromToday(3 + ((i * 9) % 150)),
      time: idea.time,
      timeZone: "Asia/Kolkata",
      isPublic: i % 4 !== 3,
    });
    // Batches keep each statement well under PostgreSQL's parameter limit.
    for (let start = 0; start < opts.guestsPerEvent; start += 1000) {
      const rows = [];
      for (let g = start; g < Math.min(opts.guestsPerEvent, start + 1000); g++) {
        const person = demoPeople[g % demoPeople.length];
        rows.push({
          eventId: event.id,
          name: g < demoPeople.length ? person.name : `${person.name} ${g + 1}`,
          email: `${person.handle}.${g + 1}@example.com`,
          phone: g % 3 === 0 ? null : `+91 98${String(10_000_000 + g).slice(-8)}`,
          category: person.category,
          status: hostGuestStatuses[g % hostGuestStatuses.length],
        });
      }
      await db.insert(guests).values(rows);
      guestCount += rows.length;
    }
    if (i < 6 && opts.guestsPerEvent > 0)
      invitationCount += await seedInvitations(deps, actor, event.id, event.title);
  }
  return { hosts: hostIds.length, events: opts.events, guests: guestCount, invitations: invitationCount };
}
