import { createAdminService } from "./admin/service.ts";
import { createDashboardService } from "./dashboard/service.ts";
import type { Database, Db } from "./db/client.ts";
import { createEventsService } from "./events/service.ts";
import { createFeedService } from "./feed/service.ts";
import type { GalleryLimits } from "./gallery/gallery-files.ts";
import { createGalleryService } from "./gallery/service.ts";
import { createGuestsService } from "./guests/service.ts";
import { createInvitationsService } from "./invitations/service.ts";
import { createTemplatesService } from "./invitations/templates-service.ts";
import type { Jobs } from "./jobs/jobs.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import { type AccountContributors, createProfileService } from "./profile/service.ts";
import type { Realtime } from "./realtime/realtime.ts";
import { createRsvpService } from "./rsvp/service.ts";
import type { Storage } from "./storage/storage.ts";

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
}: ServiceDeps) {
  const events = createEventsService({ db, storage, log, jobs, realtime });
  const guests = createGuestsService({ db, events, realtime, log });
  const templates = createTemplatesService({ db, storage, log });
  // What each feature holding a user's data gives "Download my data" and account deletion; filled
  // below, once the features exist (feed and payments add theirs at merge).
  const contributors: AccountContributors = { exportParts: [], beforeDelete: [] };
  const profile = createProfileService({ db, storage, log, events, templates, contributors });
  const rsvp = createRsvpService({ events, guests, profile, mailer, log, publicUrl });
  const invitations = createInvitationsService({ db, events, guests, rsvp, templates, jobs, publicUrl });
  const gallery = createGalleryService({ db, storage, events, guests, log, limits: galleryLimits });
  const feed = createFeedService({ db, storage, events, guests, realtime, log });
  contributors.exportParts.push(
    events.exportFor,
    guests.exportFor,
    invitations.exportFor,
    gallery.exportFor,
    feed.exportFor,
  );
  const admin = createAdminService({
    ...{ db, databaseKind, storage, mailer, dataDir, events, guests, invitations },
    paymentFigures: null,
  });
  // Payments report their figures at merge (null until then: the tile says so).
  const dashboard = createDashboardService({
    ...{ events, guests, invitations, gallery },
    figures: { posts: feed.countFor, payments: null },
  });
  return { events, guests, rsvp, templates, invitations, gallery, feed, profile, admin, dashboard };
}

export type Services = ReturnType<typeof createServices>;
