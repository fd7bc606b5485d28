import { eq } from "drizzle-orm";
import { hostGuestStatuses } from "../../contract/guests.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Auth } from "../auth/auth.ts";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema.ts";
import type { EventsService } from "../events/service.ts";
import type { FeedService } from "../feed/service.ts";
import type { GalleryService } from "../gallery/service.ts";
import type { GuestsService, NewGuest } from "../guests/service.ts";
import type { InvitationsService } from "../invitations/service.ts";
import type { TemplatesService } from "../invitations/templates-service.ts";
import type { PartsService } from "../parts/service.ts";
import { demoEventIdeas, demoHosts, demoPeople } from "./demo-content.ts";
import { seedDemoAnnouncement, seedDemoPhotos } from "./demo-moments.ts";

export type SeedOptions = {
  events: number;
  guestsPerEvent: number;
  photosPerEvent?: number;
  /** Parts of each event (a wedding's haldi, sangeet …; decision 0033), made before its guests. */
  partsPerEvent?: number;
};

/** The parts a seeded event in parts has, in order (the bench's five-part wedding). */
const demoPartNames = ["Haldi", "Mehndi", "Sangeet", "Ceremony", "Reception"];
export const demoLogin = { email: "demo@eventhub.local", password: "DemoPass123!" };

/** Wall-clock date `days` from today (in the server's zone), as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** A WhatsApp invitation the host has sent and an e-mail draft, through the invitations service. */
async function seedInvitations(
  deps: { guests: GuestsService; templates: TemplatesService; invitations: InvitationsService },
  actor: CurrentUser,
  eventId: string,
  title: string,
): Promise<number> {
  const [template] = await deps.templates.list(actor);
  const invited = await deps.guests.list(actor, eventId, { page: 1, pageSize: 20 });
  const base = {
    eventId,
    templateId: template.id,
    design: "template" as const,
    guestIds: invited.items.map((g) => g.id),
    replyToHost: true,
  };
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
    guests: GuestsService;
    templates: TemplatesService;
    invitations: InvitationsService;
    gallery: GalleryService;
    feed: FeedService;
    parts: PartsService;
  },
  opts: SeedOptions,
) {
  const { db, auth, events } = deps;
  await deps.templates.installDefaults();
  const hosts = [
    { id: await ensureHost(db, auth, { ...demoLogin, name: "Demo Host" }), name: "Demo Host" },
    ...(await Promise.all(
      demoHosts.map(async (h) => ({
        id: await ensureHost(db, auth, { ...h, password: demoLogin.password }),
        name: h.name,
      })),
    )),
  ];
  let guestCount = 0;
  let invitationCount = 0;
  for (let i = 0; i < opts.events; i++) {
    const idea = demoEventIdeas[i % demoEventIdeas.length];
    const host = hosts[i % hosts.length];
    const actor = {
      id: host.id,
      email: "",
      name: host.name,
      image: null,
      emailVerified: true,
      isAdmin: false,
    };
    const event = await events.create(actor, {
      title: opts.events > demoEventIdeas.length ? `${idea.title} #${i + 1}` : idea.title,
      description: idea.description,
      location: idea.location,
      date: dayFromToday(3 + ((i * 9) % 150)),
      time: idea.time,
      timeZone: "Asia/Kolkata",
      isPublic: i % 4 !== 3,
    });
    // Parts first: the guests added below are invited to all of them, as a host's would be.
    for (let p = 0; p < (opts.partsPerEvent ?? 0); p++) {
      await deps.parts.create(actor, event.id, {
        ...{ name: demoPartNames[p % demoPartNames.length], date: event.date, startTime: `${10 + p}:00` },
        ...{ endTime: null, venue: null, note: "", capacity: null, isPublic: true },
      });
    }
    const rows: NewGuest[] = [];
    for (let g = 0; g < opts.guestsPerEvent; g++) {
      const person = demoPeople[g % demoPeople.length];
      rows.push({
        name: g < demoPeople.length ? person.name : `${person.name} ${g + 1}`,
        email: `${person.handle}.${g + 1}@example.com`,
        phone: g % 3 === 0 ? null : `+91 98${String(10_000_000 + g).slice(-8)}`,
        category: person.category,
        status: hostGuestStatuses[g % hostGuestStatuses.length],
      });
    }
    // A bulk insert of the guests service: the bench seeds 10,000-guest events.
    guestCount += await deps.guests.addMany(actor, event.id, rows);
    if (opts.photosPerEvent) await deps.gallery.seedRows(event.id, opts.photosPerEvent);
    if (i < 6 && opts.guestsPerEvent > 0) {
      invitationCount += await seedInvitations(deps, actor, event.id, event.title);
      await seedDemoAnnouncement(deps.feed, actor, event.id);
    }
    // The soonest event (the first a visitor of /events opens) has real photos on its public page.
    if (i === 0 && opts.guestsPerEvent > 0) await seedDemoPhotos(deps.gallery, actor, event.id);
  }
  return { hosts: hosts.length, events: opts.events, guests: guestCount, invitations: invitationCount };
}
