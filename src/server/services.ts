import { createActivityService } from "./activity/service.ts";
import { createProductNews } from "./admin/product-news.ts";
import { createAdminService } from "./admin/service.ts";
import { createAnalyticsService } from "./analytics/service.ts";
import { createPassCatchUp } from "./check-in/pass-catch-up.ts";
import { createCheckInService } from "./check-in/service.ts";
import { createDashboardService } from "./dashboard/service.ts";
import type { Database, Db } from "./db/client.ts";
import { createDoorLinksService } from "./door/service.ts";
import { createEventsService, type EventFileLists } from "./events/service.ts";
import { createFeedService } from "./feed/service.ts";
import type { GalleryLimits } from "./gallery/gallery-files.ts";
import { createGalleryService } from "./gallery/service.ts";
import { createGuestsService, guestsToTell, linkTokensOf } from "./guests/service.ts";
import { createAccountSlots } from "./http/account-slots.ts";
import { createIdempotencyService } from "./idempotency/service.ts";
import { createInvitationsService, givenCodesOf } from "./invitations/service.ts";
import { createTemplatesService } from "./invitations/templates-service.ts";
import type { Jobs } from "./jobs/jobs.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import { createMessagesService } from "./messages/service.ts";
import { createPartRemoval } from "./parts/removal.ts";
import { createPartsService } from "./parts/service.ts";
import { createRazorpayClient } from "./payments/razorpay-client.ts";
import { createPaymentsService, type FreeAllowance } from "./payments/service.ts";
import { createPlaceLookup } from "./people/place-lookup.ts";
import { createPeopleService } from "./people/service.ts";
import { type AccountContributors, createProfileService } from "./profile/service.ts";
import type { Realtime } from "./realtime/realtime.ts";
import { createReplyMails } from "./rsvp/reply-mails.ts";
import { createRsvpService } from "./rsvp/service.ts";
import type { Storage } from "./storage/storage.ts";
import { createVenuesService } from "./venues/service.ts";

export type ServiceDeps = {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  realtime: Realtime;
  jobs: Jobs;
  log: Logger;
  publicUrl: string;
  galleryLimits: GalleryLimits;
  databaseKind: Database["kind"];
  dataDir: string;
  razorpay?: { keyId: string; keySecret: string; webhookSecret?: string; apiUrl?: string };
  freeAllowance: FreeAllowance;
  /** REPLY_MAIL_WINDOW_SECONDS (reply confirmations and host notices wait this long). */
  replyMailWindowSeconds: number;
};

/** Every feature's service, wired once; the HTTP app, the server and the scripts share them. */
export function createServices({
  db,
  storage,
  mailer,
  realtime,
  jobs,
  log,
  publicUrl,
  galleryLimits,
  databaseKind,
  dataDir,
  razorpay,
  freeAllowance,
  replyMailWindowSeconds,
}: ServiceDeps) {
  // The files of other features an event's delete removes; filled below, once those features exist.
  const eventFiles: EventFileLists = [];
  // What an event's tombstone copies of its guests and invitations, read by their owners.
  const cancellation = { links: { token: linkTokensOf, code: givenCodesOf }, toTell: guestsToTell };
  // Who holds a place on an event (co-hosts, door staff): asked by the events feature's host check.
  const places = createPlaceLookup({ db, realtime });
  const events = createEventsService({ db, storage, log, jobs, realtime, eventFiles, cancellation, places });
  // What a completed purchase starts in features built on payments; filled below.
  const afterPurchase: ((eventId: string) => Promise<void>)[] = [];
  const payments = createPaymentsService({
    db,
    events,
    log,
    freeAllowance,
    afterPurchase,
    razorpay: razorpay
      ? {
          ...razorpay,
          webhookSecret: razorpay.webhookSecret ?? null,
          client: createRazorpayClient({ ...razorpay, baseUrl: razorpay.apiUrl }),
        }
      : null,
  });
  const activity = createActivityService({ db, events, log });
  const venues = createVenuesService({ db, events });
  // The parts of an event and each guest's answer per part (decision 0033).
  const parts = createPartsService({ db, events, realtime });
  // Guests added without a say on parts are invited to all (guests/guest-parts-port.ts).
  const guests = createGuestsService({ db, events, log, plans: payments, parts });
  const templates = createTemplatesService({ db, storage, log });
  // What each feature holding a user's data gives "Download my data" and account deletion; filled
  // below, once the features exist.
  const contributors: AccountContributors = { exportParts: [], beforeDelete: [] };
  // The heavy downloads each account may run at once on this server (exports, gallery ZIPs).
  const slots = createAccountSlots();
  const profile = createProfileService({ db, storage, log, events, templates, contributors, slots });
  const people = createPeopleService({
    ...{ db, events, lookup: places, profile, mailer, realtime, log, publicUrl },
  });
  const checkIn = createCheckInService({
    ...{ db, events, guests, payments, realtime },
    // An event in parts has a door per part (issue 36).
    parts,
    // A door-staff account runs the door with a door link's view (names only, decision 0031).
    isDoorStaff: async (actor, eventId) => (await events.roleOn(actor, eventId)) === "door",
  });
  const doorLinks = createDoorLinksService({ db, events, payments, checkIn, publicUrl });
  const idempotency = createIdempotencyService({ db });
  const passCatchUp = createPassCatchUp({ db, checkIn, events, payments, jobs, mailer, log, publicUrl });
  afterPurchase.push(passCatchUp.afterPurchase);
  const afterForget = [
    (g: { id: string }) => checkIn.forgetGuest(g.id),
    (g: { id: string; token: string }) => idempotency.forgetMentions(g.id, g.token),
  ];
  const replyMails = createReplyMails({
    ...{ jobs, events, guests, passes: checkIn, venues, team: people, mailer, log, publicUrl },
    windowSeconds: replyMailWindowSeconds,
    parts,
  });
  const rsvp = createRsvpService({
    events,
    guests,
    passes: checkIn,
    replyMails,
    team: people,
    mailer,
    log,
    publicUrl,
    afterForget,
    parts,
  });
  const invitations = createInvitationsService({ db, events, guests, rsvp, templates, jobs, publicUrl });
  const gallery = createGalleryService({
    db,
    storage,
    events,
    guests,
    log,
    limits: galleryLimits,
    plans: payments,
    slots,
  });
  const feed = createFeedService({ db, storage, events, guests, realtime, log });
  eventFiles.push(gallery.fileKeysOfEvent, feed.fileKeysOfEvent);
  contributors.exportParts.push(
    events.exportFor,
    guests.exportFor,
    invitations.exportFor,
    gallery.exportFor,
    feed.exportFor,
    venues.exportFor,
    payments.exportFor,
    checkIn.exportFor,
    activity.exportFor,
    doorLinks.exportFor,
  );
  // Payments are kept, without the person, when an account goes (the law keeps the records).
  contributors.beforeDelete.push(payments.anonymiseFor);
  const admin = createAdminService({
    ...{ db, databaseKind, storage, mailer, dataDir, events, guests, invitations },
    paymentFigures: payments.platformFigures,
  });
  const productNews = createProductNews({ db, profile, mailer, jobs, log, publicUrl });
  const dashboard = createDashboardService({
    ...{ events, guests, invitations, gallery },
    figures: { posts: feed.countFor, payments: payments.countFor },
  });
  const messages = createMessagesService({
    ...{ db, events, guests, jobs, mailer, log, publicUrl },
    ...{ venues: venues, passes: checkIn, parts },
  });
  contributors.exportParts.push(messages.exportFor);
  // Removing a part, and the mails to the guests who said yes to it.
  const partRemoval = createPartRemoval({ parts, events, mailer, log, publicUrl });
  const analytics = createAnalyticsService({ db, events, payments, arrivals: checkIn, parts });
  return {
    ...{ events, guests, parts, rsvp, templates, invitations, gallery, feed, venues, payments },
    ...{ profile, admin, productNews, dashboard, analytics, checkIn, doorLinks, messages, activity, people },
    idempotency,
    partRemoval,
    /** Workers the server runs (runtime.ts): reply mails and the passes after an upgrade. */
    replyMails,
    passCatchUp,
  };
}

export type Services = ReturnType<typeof createServices>;
