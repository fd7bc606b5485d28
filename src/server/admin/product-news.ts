import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { adminMessages, type NewsAudience, type ProductNews } from "../../contract/admin.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../http/app-error.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { productNewsMail } from "../mail/templates/product-news.ts";
import type { ProfileService } from "../profile/service.ts";
import { recordAdminAction } from "./audit.ts";
import { productNewsDeliveries } from "./tables.ts";

export const productNewsQueue = "product-news";
type NewsJob = { newsId: string } & ProductNews;

export type ProductNewsDeps = {
  db: Db;
  profile: ProfileService;
  mailer: Mailer;
  jobs: Jobs;
  log: Logger;
  publicUrl: string;
};

const batch = 200;
const tokenPattern = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Product news, the one marketing mail the product sends: an admin writes it, a job sends it to
 * every user whose switches allow it (profile.marketingAudience), and each mail carries a one-click
 * unsubscribe. A delivery row is written before each mail, so a retried job never mails anyone twice.
 */
export function createProductNews({ db, profile, mailer, jobs, log, publicUrl }: ProductNewsDeps) {
  async function deliver({ newsId, subject, message }: NewsJob) {
    let after: string | null = null;
    for (;;) {
      const people = await profile.marketingAudience(after, batch);
      for (const person of people) {
        const token = randomBytes(24).toString("base64url");
        const [claimed] = await db
          .insert(productNewsDeliveries)
          .values({ newsId, userId: person.id, token })
          .onConflictDoNothing()
          .returning({ token: productNewsDeliveries.token });
        if (!claimed) continue;
        try {
          await mailer.send(
            productNewsMail({
              to: person.email,
              name: person.name,
              subject,
              message,
              unsubscribeUrl: `${publicUrl}/api/news/unsubscribe/${token}`,
              unsubscribePageUrl: `${publicUrl}/news/unsubscribe/${token}`,
              settingsUrl: `${publicUrl}/dashboard/profile?tab=notifications`,
            }),
          );
        } catch (err) {
          log.error("product news e-mail failed", { newsId, ...errorForLog(err) });
        }
      }
      if (people.length < batch) return;
      after = people[people.length - 1].id;
    }
  }

  /** Whose news a mail's unsubscribe token is: null for a token no mail carried. */
  async function subscriberOf(token: string): Promise<string | null> {
    // A token is base64url (deliver above); anything else (a NUL, a megabyte) is no token, unasked.
    if (!tokenPattern.test(token)) return null;
    const [row] = await db
      .select({ userId: productNewsDeliveries.userId })
      .from(productNewsDeliveries)
      .where(eq(productNewsDeliveries.token, token));
    return row?.userId ?? null;
  }

  return {
    async audience(): Promise<NewsAudience> {
      return { recipients: await profile.marketingAudienceSize() };
    },

    /** Records the news in the audit log and queues its sending; the answer says to how many. */
    async send(actor: CurrentUser, news: ProductNews): Promise<{ message: string }> {
      const recipients = await profile.marketingAudienceSize();
      if (recipients === 0) throw new AppError("conflict", adminMessages.newsNoAudience);
      const newsId = await recordAdminAction(db, actor, "send_news", undefined, news.subject);
      await jobs.send(productNewsQueue, { newsId, ...news } satisfies NewsJob);
      return { message: adminMessages.newsQueued(recipients) };
    },

    subscriberOf,

    /**
     * The mail's one-click unsubscribe and its page's button: whether the token was a mail's. The
     * one-click answer says nothing either way; the page states the result.
     */
    async unsubscribe(token: string): Promise<boolean> {
      const userId = await subscriberOf(token);
      if (userId) await profile.stopMarketing(userId);
      return userId !== null;
    },

    deliver,
    async registerWorkers(queue: Jobs) {
      await queue.work(productNewsQueue, deliver);
    },
  };
}

export type ProductNewsService = ReturnType<typeof createProductNews>;
