import path from "node:path";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { activityRoutes } from "./activity/routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { analyticsRoutes } from "./analytics/routes.ts";
import type { Auth } from "./auth/auth.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { clientAddressResolver, socketAddress } from "./auth/client-ip.ts";
import { identityCheck } from "./auth/identity-check.ts";
import { meRoutes } from "./auth/me-routes.ts";
import type { SessionCache } from "./auth/session-cache.ts";
import { sessionMiddleware } from "./auth/session-middleware.ts";
import { backupRoutes } from "./backup/routes.ts";
import { checkInRoutes, linkDoorRoutes } from "./check-in/routes.ts";
import type { Config } from "./config.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import type { Database } from "./db/client.ts";
import { doorLinkRoutes } from "./door/routes.ts";
import { eventsRoutes } from "./events/routes.ts";
import { feedRoutes } from "./feed/routes.ts";
import { galleryRoutes } from "./gallery/routes.ts";
import { guestsRoutes } from "./guests/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { createAnswerCache } from "./http/answer-cache.ts";
import { renderApiDocsPage } from "./http/api-docs-page.ts";
import type { AppEnv } from "./http/app-env.ts";
import { AppError } from "./http/app-error.ts";
import { declaredLengthLimit } from "./http/body-size.ts";
import { compressAnswers } from "./http/compression.ts";
import type { Draining } from "./http/draining.ts";
import { createErrorHandler } from "./http/error-handler.ts";
import { inputGuard, inputGuardWith } from "./http/input-guard.ts";
import { jsonValidatedRoutes } from "./http/json-validated-routes.ts";
import { mayWrite } from "./http/methods.ts";
import { removeUploadsWhenDone } from "./http/multipart.ts";
import { buildOpenApiDocument } from "./http/openapi-document.ts";
import type { QuietCaches } from "./http/quiet-caches.ts";
import { createRateLimits } from "./http/rate-limit.ts";
import { readRefusedBody } from "./http/refused-body.ts";
import { createRouter } from "./http/router.ts";
import { sameOriginGuard } from "./http/same-origin-guard.ts";
import { mediaMayBeEmbedded, securityHeaders } from "./http/security-headers.ts";
import { mountSpa } from "./http/spa.ts";
import { isGalleryUploadPath, isUploadPath, maxUploadBytes, uploadTooLarge } from "./http/upload.ts";
import { refuseStrangersFirst } from "./http/validation-hook.ts";
import { idempotentWrites } from "./idempotency/middleware.ts";
import { invitePublicRoutes } from "./invitations/public-routes.ts";
import { invitationsRoutes } from "./invitations/routes.ts";
import { templateRoutes } from "./invitations/template-routes.ts";
import type { Logger } from "./logger.ts";
import { mediaRoutes } from "./media/routes.ts";
import { messagesRoutes } from "./messages/routes.ts";
import { packageRoot } from "./package-root.ts";
import { mountCrawlerFiles } from "./pages/crawler-files.ts";
import { mountGuestPages } from "./pages/guest-page-routes.ts";
import { type GuestRenderer, loadGuestRenderer } from "./pages/guest-renderer.ts";
import { partInvitationRoutes } from "./parts/invitation-routes.ts";
import { partsRoutes } from "./parts/routes.ts";
import { paymentsRoutes } from "./payments/routes.ts";
import { peopleRoutes } from "./people/routes.ts";
import { profileRoutes } from "./profile/routes.ts";
import type { Realtime } from "./realtime/realtime.ts";
import { rsvpRoutes } from "./rsvp/routes.ts";
import type { Services } from "./services.ts";
import type { Storage } from "./storage/storage.ts";
import { venuesRoutes } from "./venues/routes.ts";

export type AppDeps = {
  config: Config;
  database: Database;
  auth: Auth;
  sessions: SessionCache;
  storage: Storage;
  realtime: Realtime;
  services: Services;
  log: Logger;
  /** Where the built SPA lives; null in API tests. */
  webDir?: string | null;
  /** The guest pages' renderer; by default the one built into dist/ssr. */
  guestRenderer?: GuestRenderer | null;
  /** Raised when the server is stopping (http/draining.ts). */
  draining?: Draining;
  /** The auth secret, from which the backup route derives the operator's key. */
  authSecret: string;
  /** The caches emptied when the server falls quiet (http/quiet-caches.ts); the app adds its own. */
  caches: QuietCaches;
};

export function createApp(deps: AppDeps) {
  const { config, database, auth, sessions, log, storage, realtime, services, draining, caches } = deps;
  const { events, guests, rsvp, templates, invitations, gallery, feed } = services;
  const app = new Hono<AppEnv>();
  const limits = createRateLimits(database);
  app.onError(createErrorHandler(log));
  // While stopping, every answer asks its client to close the connection: keep-alive clients
  // reconnect (to another instance) instead of sending their next request here.
  if (draining) {
    app.use((c, next) =>
      draining.signal.aborted ? next().then(() => c.header("Connection", "close")) : next(),
    );
  }
  // Pages and API answers of 1 KB or more go out compressed (Brotli for HTML); built assets have
  // their own Brotli copies. Server-sent events are left alone, so they still flow at once.
  app.use(compressAnswers);
  app.use(mediaMayBeEmbedded);
  app.use(securityHeaders);
  const clientAddress = clientAddressResolver(config.trustProxy);
  app.use((c, next) => {
    c.set("clientIp", clientAddress(socketAddress(c), c.req.header("x-forwarded-for")));
    return next();
  });

  // Uploads get a larger body limit than JSON; a gallery file may be a video. The upload routes'
  // limits, with room for the multipart framing and a caption.
  const uploadBodyBytes = maxUploadBytes + 64 * 1024;
  const galleryBodyBytes =
    Math.max(gallery.limits.maxVideoMb, gallery.limits.maxImageMb) * 1024 * 1024 + 64 * 1024;
  const uploadLimitOf = (c: Context) =>
    isGalleryUploadPath(c.req.path) ? galleryBodyBytes : uploadBodyBytes;
  // An upload refused before its body is read (any check below: origin, session, permission,
  // declared length, plan) is answered once its body has arrived, so that browsers and fetch can
  // read the answer instead of a reset connection (http/refused-body.ts).
  const readRefusedUpload = readRefusedBody(uploadLimitOf);
  app.use("/api/*", (c, next) =>
    mayWrite(c.req.method) && (isGalleryUploadPath(c.req.path) || isUploadPath(c.req.path))
      ? readRefusedUpload(c, next)
      : next(),
  );
  app.use(
    "/api/*",
    sameOriginGuard({ trustedOrigins: config.trustedOrigins, publicUrl: config.publicUrl, log }),
  );
  // Built once; a GET or HEAD carries no body, and asking for one would make the server build a
  // full Request per read. An upload's declared length is checked before a byte is read; the
  // streaming reader counts the rest as it arrives (http/multipart.ts), so no upload is ever held
  // whole in memory.
  const jsonBodyLimit = bodyLimit({ maxSize: 1024 * 1024 });
  const uploadBodyLimit = declaredLengthLimit(uploadBodyBytes, () => {
    throw uploadTooLarge();
  });
  const galleryBodyLimit = declaredLengthLimit(galleryBodyBytes, () => {
    throw gallery.requestTooLarge();
  });
  // An upload's temporary files go when its request has been answered.
  app.use((c, next) => (mayWrite(c.req.method) ? removeUploadsWhenDone(c, next) : next()));
  app.use("/api/*", (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (isGalleryUploadPath(c.req.path)) return galleryBodyLimit(c, next);
    return isUploadPath(c.req.path) ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next);
  });
  // Better Auth's own routes are answered before the session is read: their input is checked here.
  app.use("/api/auth/*", inputGuard);
  // Answers kept for signed-in reads; a request that may have written drops them all as it ends,
  // the guest pages' form posts included (http/answer-cache.ts).
  const answers = createAnswerCache({
    ttlMs: config.answerCacheSeconds * 1000,
    maxChars: 8 * 1024 * 1024,
    realtime,
  });
  caches.add("answers", answers);
  app.use((c, next) => (mayWrite(c.req.method) ? next().finally(answers.wrote) : next()));
  app.route("/api/auth", authRoutes(auth, database.db, sessions));
  app.use("/api/*", sessionMiddleware(auth, sessions));
  // Every other route's input, once the caller is known: a stranger is refused as a stranger first.
  // A bad JSON body to a validated route is answered by its validator, after the path's own check.
  let validatesJson: (c: Context) => boolean = () => false;
  app.use(
    "/api/*",
    inputGuardWith(refuseStrangersFirst, (c) => validatesJson(c)),
  );
  // The offline queue replays writes; with its key each is applied once (docs/decisions/0014).
  app.use("/api/*", idempotentWrites(services.idempotency));

  const api = createRouter();
  api.route("/", healthRoutes(database, draining?.signal));
  api.route("/", meRoutes());
  api.route("/", eventsRoutes(events, guests, answers));
  api.route("/", guestsRoutes(guests, realtime, answers));
  api.route("/", rsvpRoutes(rsvp, limits, config.publicUrl, config.rsvpRateLimit));
  api.route("/", templateRoutes(templates));
  api.route("/", invitationsRoutes(invitations));
  api.route("/", invitePublicRoutes(invitations, limits, config.rsvpRateLimit));
  api.route("/", galleryRoutes(gallery));
  api.route("/", feedRoutes(feed, realtime, services.messages));
  api.route("/", mediaRoutes(storage));
  api.route("/", profileRoutes(services.profile, identityCheck(auth)));
  api.route("/", adminRoutes(services.admin, services.productNews, sessions));
  api.route(
    "/",
    backupRoutes({
      database,
      databaseUrl: database.pool?.options.connectionString,
      storage,
      authSecret: deps.authSecret,
    }),
  );
  api.route("/", dashboardRoutes(services.dashboard));
  api.route("/", venuesRoutes(services.venues));
  api.route("/", paymentsRoutes(services.payments));
  api.route("/", analyticsRoutes(services.analytics));
  api.route("/", checkInRoutes(services.checkIn, realtime));
  api.route("/", doorLinkRoutes(services.doorLinks));
  api.route(
    "/",
    linkDoorRoutes((secret) => services.doorLinks.door(secret), realtime),
  );
  api.route("/", messagesRoutes(services.messages));
  api.route("/", activityRoutes(services.activity));
  api.route("/", peopleRoutes(services.people));
  api.route("/", partsRoutes(services.parts, services.partRemoval));
  api.route("/", partInvitationRoutes(services.parts));
  app.route("/api", api);
  validatesJson = jsonValidatedRoutes(api, "/api");
  // Built on first request (Better Auth describes its endpoints asynchronously), then kept.
  let apiDocument: ReturnType<typeof buildApiDocument> | undefined;
  const buildApiDocument = async () =>
    buildOpenApiDocument(api, await auth.api.generateOpenAPISchema(), config.publicUrl);
  const openApiDocument = () => {
    apiDocument ??= buildApiDocument().catch((err) => {
      apiDocument = undefined;
      throw err;
    });
    return apiDocument;
  };
  app.get("/api/openapi.json", async (c) => c.json(await openApiDocument()));
  app.get("/api/docs", async (c) => c.html(renderApiDocsPage(await openApiDocument())));
  app.all("/api/*", () => {
    throw new AppError("not_found", "Not found");
  });

  mountCrawlerFiles(app, { services, publicUrl: config.publicUrl });
  const webDir = deps.webDir === undefined ? path.join(packageRoot, "dist/web") : deps.webDir;
  if (!webDir) return app;
  const renderer = deps.guestRenderer === undefined ? loadGuestRenderer(webDir) : deps.guestRenderer;
  if (renderer) {
    // The guest pages know who is signed in (for the top bar) and take form posts only from our
    // own pages, as the API does.
    const pageSession = sessionMiddleware(auth, sessions);
    const pageOrigin = sameOriginGuard({
      trustedOrigins: config.trustedOrigins,
      publicUrl: config.publicUrl,
      log,
    });
    for (const page of ["/", "/events", "/events/*", "/invite/*", "/invite-preview", "/rsvp/*", "/news/*"]) {
      app.use(page, pageOrigin, pageSession);
    }
    mountGuestPages(app, {
      services,
      renderer,
      limits,
      publicUrl: config.publicUrl,
      writesPerMinute: config.rsvpRateLimit,
      caches,
    });
  }
  mountSpa(app, webDir);
  return app;
}
