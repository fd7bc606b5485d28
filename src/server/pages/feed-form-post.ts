import type { Context } from "hono";
import { feedCommentInputSchema, feedMessages } from "../../contract/feed.ts";
import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";
import type { Services } from "../services.ts";
import type { FeedOutcome } from "./guest-pages.ts";
import { readPageForm } from "./page-form.ts";

type C = Context<AppEnv>;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A guest's like or comment from the announcements on their personal page, posted by a plain form
 * (no script needed). Kept: the address to go back to (303, so a reload posts nothing twice).
 * Refused: the outcome to show under that post, in the service's words.
 */
export async function postGuestFeedForm(
  c: C,
  services: Services,
  token: string,
  action: "like" | "comment",
  pagePath: string,
): Promise<{ redirect: string } | { outcome: NonNullable<FeedOutcome> }> {
  const itemId = c.req.param("itemId") ?? "";
  const refused = (problem: string) => ({ outcome: { itemId, sent: null, problem } });
  if (!uuid.test(itemId)) return refused(feedMessages.notFound);
  try {
    if (action === "like") {
      await services.feed.guestLike(token, itemId);
      return { redirect: `${pagePath}#post-${itemId}` };
    }
    // A repeated field counts once: its last value.
    const text = (await readPageForm(c)).text?.at(-1) ?? "";
    const parsed = feedCommentInputSchema.safeParse({ text });
    if (!parsed.success) return refused(parsed.error.issues[0].message);
    await services.feed.guestComment(token, itemId, parsed.data);
    return { redirect: `${pagePath}?commented=${itemId}#post-${itemId}` };
  } catch (error) {
    if (!(error instanceof AppError) || error.code === "internal") throw error;
    return refused(error.message);
  }
}

/** ?commented={postId} after a kept comment: the thank-you under that post, once. */
export function commentedOutcome(c: C): FeedOutcome {
  const itemId = c.req.query("commented") ?? "";
  return uuid.test(itemId) ? { itemId, sent: feedMessages.commentSent, problem: null } : null;
}
