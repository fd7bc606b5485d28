import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { galleryMessages } from "../../contract/gallery.ts";
import type { OpenReplyState, ReplyFormState, ReplyMode } from "../../contract/guest-pages.ts";
import { invitationPreviewInputSchema } from "../../contract/invitations.ts";
import type { OpenRsvp, RsvpView } from "../../contract/rsvp.ts";
import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";
import { declaredLengthLimit } from "../http/body-size.ts";
import { inputGuard } from "../http/input-guard.ts";
import type { QuietCaches } from "../http/quiet-caches.ts";
import type { RateLimits } from "../http/rate-limit.ts";
import { readRefusedBody } from "../http/refused-body.ts";
import type { Services } from "../services.ts";
import { commentedOutcome, postGuestFeedForm } from "./feed-form-post.ts";
import { createGuestLinks, guestLinkPaths, linkPageName } from "./guest-link.ts";
import { createPageSender } from "./guest-page-response.ts";
import {
  createGuestPages,
  forgottenPage,
  type LoadedPage,
  type PhotoOutcome,
  problemPage,
} from "./guest-pages.ts";
import type { GuestRenderer } from "./guest-renderer.ts";
import { isPersonOpening } from "./link-open.ts";
import { newsLinkNotValidPage, newsUnsubscribePage } from "./news-unsubscribe-page.ts";
import { createPageCache } from "./page-cache.ts";
import { type FormFields, pageFormBytes, readPageForm } from "./page-form.ts";
import { guestPhotoRequestBytes, readGuestPhotos } from "./photo-form-post.ts";
import { checkOpenReply, checkReply, refusedByService, replyValuesOf } from "./reply-form-post.ts";

type Deps = {
  services: Services;
  renderer: GuestRenderer;
  limits: RateLimits;
  publicUrl: string;
  /** Replies a minute per address, as for the API. */
  writesPerMinute: number;
  /** Where the rendered pages' cache is handed over, to be emptied when the server falls quiet. */
  caches: QuietCaches;
};

type C = Context<AppEnv>;

const param = (c: C, name: string): string => c.req.param(name) ?? "";
const noOpenReply: OpenReplyState = { sent: null, form: null };

/**
 * The guest pages (docs/architecture.md, "Two kinds of page"): home, /events, /events/{id}, /invite/... and
 * /rsvp/..., rendered on the server with the app's components. Their forms post here; the answer is
 * the page again, with the saved reply or the fields' messages, so they work without script.
 */
export function mountGuestPages(app: Hono<AppEnv>, deps: Deps) {
  const { services, renderer, limits, publicUrl, writesPerMinute } = deps;
  const pages = createGuestPages(services, publicUrl);
  const pageCache = createPageCache();
  deps.caches.add("guest pages", pageCache);
  const send = createPageSender(renderer, publicUrl, pageCache);
  // The same budgets as the reply API: a link's token cannot be guessed by trying. Over the budget,
  // a guest gets a page that says so, not the API's JSON.
  const budget = (name: string, perMinute: number) => {
    const limit = limits.limit(name, perMinute, 60);
    return async (c: C, next: () => Promise<void>) => {
      try {
        await limit(c, async () => {});
      } catch (error) {
        return send(c, problemPage(error, "Too many requests"));
      }
      await next();
    };
  };
  const reads = budget("rsvp-read", writesPerMinute * 6);
  const writes = budget("rsvp-write", writesPerMinute);
  // An invitation's code is shorter than a guest's token: its page draws on the invitation API's budget.
  const inviteReads = budget("invite-read", writesPerMinute * 6);
  const personal = (limit: typeof reads) => async (c: C, next: () => Promise<void>) => {
    // One guest's page: never kept by a cache, never indexed.
    c.header("cache-control", "no-store");
    c.header("x-robots-tag", "noindex");
    return limit(c, next);
  };

  /**
   * Every form post of these pages goes through the API's body guards: the size limit, the input
   * guard (NUL, lone surrogates, broken escapes), the one multipart reader (page-form.ts) and the
   * error handling, whose refusals come back as a page (400) instead of the API's JSON.
   */
  const formBody = bodyLimit({ maxSize: pageFormBytes });
  const asPage = (pageName: string | ((c: C) => string)) => async (c: C, next: () => Promise<void>) => {
    await next();
    const error = c.error;
    if (error instanceof AppError && error.code !== "internal") {
      c.error = undefined;
      c.res = undefined;
      const name = typeof pageName === "string" ? pageName : pageName(c);
      c.res = await send(c, problemPage(error, name), { personal: true });
    }
  };
  const guarded = (pageName: string | ((c: C) => string)) =>
    [asPage(pageName), formBody, inputGuard] as const;

  // A guest's photos come from a plain multipart form (no script needed), with their own budget.
  const { gallery } = services;
  const photoWrites = budget("gallery-guest-upload", writesPerMinute);
  // Guests' likes and comments on announcements: their own budget, as the photo posts have.
  const feedWrites = personal(budget("feed-guest-write", writesPerMinute));
  // Before a byte of a photo post is read: its path through the input guard (a NUL in the token),
  // whether the link takes photos now, then its declared
  // length (the budget comes first, in the route). The files then stream to disk (photo-form-post.ts).
  const photosAllowed = async (c: C, next: () => Promise<void>) => {
    try {
      await gallery.mayGuestUpload(param(c, "token"));
    } catch (error) {
      return send(c, problemPage(error, "Photos"), { personal: true });
    }
    await next();
  };
  const photoBody = declaredLengthLimit(guestPhotoRequestBytes(gallery.limits), (c) =>
    send(c, problemPage(gallery.requestTooLarge(), "Photos"), { personal: true }),
  );
  /**
   * Saves the posted photos: how many were kept and what to show. A link that does not take photos
   * (a bad token, the host not collecting them) is a problem page of its own.
   */
  async function postPhotos(
    c: C,
    token: string,
  ): Promise<{ saved: number; outcome: PhotoOutcome } | { refused: LoadedPage }> {
    try {
      const { saved, problem } = await gallery.guestUpload(token, await readGuestPhotos(c, gallery));
      const sent = saved > 0 ? galleryMessages.guestUploadSent(saved) : null;
      return { saved: problem ? 0 : saved, outcome: { sent, problem } };
    } catch (error) {
      if (error instanceof AppError && (error.code === "forbidden" || error.code === "not_found")) {
        return { refused: problemPage(error, "Photos") };
      }
      if (!(error instanceof AppError) || error.code === "internal") throw error;
      return { saved: 0, outcome: { sent: null, problem: error.message } };
    }
  }
  /** ?photos=n after a kept post: the thank-you, once, with no second post on reload. */
  const sentOutcome = (c: C): PhotoOutcome | undefined => {
    const n = Number(c.req.query("photos"));
    return Number.isInteger(n) && n > 0 && n <= 100
      ? { sent: galleryMessages.guestUploadSent(n), problem: null }
      : undefined;
  };

  app.get("/", async (c) => send(c, await pages.home(c.get("user"))));
  app.get("/events", async (c) => send(c, await pages.events(c.get("user"), c.req.query())));
  app.get("/events/:id", async (c) =>
    send(c, await pages.event(c.get("user"), param(c, "id"), { sent: null, form: null })),
  );

  /**
   * An open reply (a public event page, an invitation's shared link), answered with the same neutral
   * message as the API. `page` shows the form with what the post left: the saved message or the
   * form again with its fields' messages.
   */
  async function postOpenReply(
    c: C,
    page: (open: OpenReplyState) => Promise<LoadedPage>,
    formOf: (loaded: LoadedPage) => RsvpView["form"] | null,
    save: (reply: OpenRsvp) => Promise<{ message: string }>,
  ) {
    const loaded = await page({ sent: null, form: null });
    const options = formOf(loaded);
    if (!options) return send(c, loaded);
    const values = replyValuesOf(await readPageForm(c), true);
    const checked = checkOpenReply(options, values);
    let form: ReplyFormState;
    if (checked.ok) {
      try {
        const { message } = await save(checked.reply);
        return send(c, await page({ sent: message, form: null }));
      } catch (error) {
        form = refusedByService(values, error);
      }
    } else {
      form = checked.form;
    }
    return send(c, await page({ sent: null, form }));
  }

  // Register on a public event page.
  app.post("/events/:id", writes, ...guarded("Event"), async (c) => {
    const id = param(c, "id");
    return postOpenReply(
      c,
      (register) => pages.event(c.get("user"), id, register),
      ({ page }) => (page.kind === "event" ? page.openForm : null),
      (reply) => services.rsvp.openReply(id, reply),
    );
  });

  // The host's preview of an invitation not yet sent (the wizard's review step opens it in a new tab):
  // its content comes in the query, as the e-mail preview's comes in its body; nothing is saved.
  app.get("/invite-preview", inviteReads, async (c) => {
    c.header("cache-control", "no-store");
    const input = invitationPreviewInputSchema.safeParse(c.req.query());
    const loaded = input.success
      ? await pages.invitePreview(c.get("user"), input.data)
      : problemPage(
          new AppError("validation_failed", input.error.issues[0]?.message ?? "Invalid preview"),
          "Invitation preview",
        );
    return send(c, loaded, { personal: true });
  });

  app.get("/invite/:code", inviteReads, async (c) =>
    send(c, await pages.invite(param(c, "code"), null, { mode: "answer", form: null, open: noOpenReply })),
  );

  // Reply from an invitation's shared link.
  app.post("/invite/:code", writes, ...guarded("Invitation"), async (c) => {
    const code = param(c, "code");
    return postOpenReply(
      c,
      (open) => pages.invite(code, null, { mode: "answer", form: null, open }),
      ({ page }) => (page.kind === "invite" ? page.view.form : null),
      (reply) => services.invitations.openReply(code, reply),
    );
  });

  // A guest's own page, through either form of their link (guest-link.ts): each route below serves both.
  const linkOf = createGuestLinks(services, pages);
  const rsvpMode = (c: C): ReplyMode => (c.req.query("change") === "1" ? "form" : "answer");
  const answer = { mode: "answer", form: null, unsubscribe: null } as const;

  /** A guest's page of their own link was shown: the first such visit is the host's "link opened". */
  async function noteOpened(c: C, loaded: LoadedPage, token: string) {
    if (loaded.page.kind !== "rsvp" && loaded.page.kind !== "invite") return loaded;
    if (isPersonOpening(c.req.method, c.req.header("user-agent"))) {
      await services.guests.recordLinkOpen(token, c.get("user")?.id ?? null);
      // A host's message links here with its delivery's id: the host sees that guest opened it.
      const fromMessage = c.req.query("m");
      if (fromMessage) await services.messages.recordOpen(fromMessage, token, c.get("user")?.id ?? null);
    }
    return loaded;
  }

  app.on("GET", guestLinkPaths(), personal(reads), async (c) => {
    const link = linkOf(c);
    // Only the reply link's page asks whether to unsubscribe.
    const unsubscribe = c.req.query("unsubscribe") === "1" ? "ask" : null;
    const loaded = await link.page(
      { mode: rsvpMode(c), form: null, unsubscribe },
      { photos: sentOutcome(c), feed: commentedOutcome(c) },
    );
    return send(c, await noteOpened(c, loaded, link.token), { personal: true });
  });

  for (const action of ["like", "comment"] as const) {
    app.on(
      "POST",
      guestLinkPaths(`/feed/:itemId/${action}`),
      feedWrites,
      ...guarded(linkPageName),
      async (c) => {
        const link = linkOf(c);
        if (!(await link.belongs())) return send(c, await link.page(answer), { personal: true });
        const done = await postGuestFeedForm(c, services, link.token, action, link.path);
        if ("redirect" in done) return c.redirect(done.redirect, 303);
        return send(c, await link.page(answer, { feed: done.outcome }), { personal: true });
      },
    );
  }

  app.on(
    "POST",
    guestLinkPaths("/photos"),
    // Refused before its body is read (the budget, the link, the declared length): answered once
    // the body has arrived, so the browser shows the page instead of a reset connection.
    readRefusedBody(() => guestPhotoRequestBytes(gallery.limits)),
    personal(photoWrites),
    asPage("Photos"),
    inputGuard,
    photosAllowed,
    photoBody,
    async (c) => {
      const link = linkOf(c);
      if (!(await link.belongs())) return send(c, await link.page(answer), { personal: true });
      const posted = await postPhotos(c, link.token);
      if ("refused" in posted) return send(c, posted.refused, { personal: true });
      const { saved, outcome } = posted;
      if (saved > 0) return c.redirect(`${link.path}?photos=${saved}#photos`, 303);
      return send(c, await link.page(answer, { photos: outcome }), { personal: true });
    },
  );

  app.on("POST", guestLinkPaths(), personal(writes), ...guarded(linkPageName), async (c) => {
    const link = linkOf(c);
    const { form, saved } = await savePersonalReply(link.token, await readPageForm(c), link.view);
    // A saved reply comes back with the page's view: no second read of it.
    const state = { mode: form ? "form" : "saved", form, unsubscribe: null } as const;
    return send(c, await link.page(state, { known: saved ?? undefined }), { personal: true });
  });

  // Forgetting and unsubscribing are offered on the reply link's page only.
  app.post("/rsvp/:token/forget", personal(writes), ...guarded("RSVP"), async (c) => {
    const token = param(c, "token");
    try {
      await services.rsvp.forget(token);
    } catch (error) {
      return send(c, problemPage(error, "RSVP"), { personal: true });
    }
    return send(c, forgottenPage(), { personal: true });
  });

  app.post("/rsvp/:token/unsubscribe", personal(writes), ...guarded("RSVP"), async (c) => {
    const token = param(c, "token");
    try {
      await services.rsvp.unsubscribe(token);
    } catch {
      // A bad link: the page below says so.
    }
    return send(c, await pages.rsvp(token, { mode: "answer", form: null, unsubscribe: "done" }), {
      personal: true,
    });
  });

  // A product news e-mail's unsubscribe link (no sign-in): the page asks, and only its button's post
  // unsubscribes, since mail scanners open links. The token is the one of the mail's one-click header.
  app.get("/news/unsubscribe/:token", personal(reads), async (c) => {
    const token = param(c, "token");
    const known = (await services.productNews.subscriberOf(token)) !== null;
    return send(c, known ? newsUnsubscribePage(token, false) : newsLinkNotValidPage(), { personal: true });
  });

  app.post("/news/unsubscribe/:token", personal(writes), ...guarded("Unsubscribe"), async (c) => {
    const token = param(c, "token");
    const done = await services.productNews.unsubscribe(token);
    return send(c, done ? newsUnsubscribePage(token, true) : newsLinkNotValidPage(), { personal: true });
  });

  /**
   * Saves a personal reply: the form to show again when it was refused, or the saved view. Neither
   * for a bad link, whose page shows the problem.
   */
  async function savePersonalReply(
    token: string,
    posted: FormFields,
    view: () => Promise<RsvpView>,
  ): Promise<{ form: ReplyFormState | null; saved: RsvpView | null }> {
    const values = replyValuesOf(posted, false);
    let options: RsvpView["form"];
    try {
      options = (await view()).form;
    } catch {
      return { form: null, saved: null };
    }
    const checked = checkReply(options, values);
    if (!checked.ok) return { form: checked.form, saved: null };
    try {
      return { form: null, saved: await services.rsvp.replyByToken(token, checked.reply) };
    } catch (error) {
      return { form: refusedByService(values, error), saved: null };
    }
  }
}
