import type { MessageAudience, MessageInput } from "../../contract/messages.ts";

// A message's subject and text have these limits when a host writes one (contract/messages.ts).
const subjectMax = 150;
const bodyMax = 5000;

/**
 * A feed announcement as a message to guests: the subject names the event, so guests know who
 * writes; the text is the post's title and content, as the guest page shows them.
 */
export function announcementInput(
  eventTitle: string,
  post: { title: string; content: string },
  to: { audience: MessageAudience; category?: MessageInput["category"]; partId?: string | null },
): MessageInput {
  return {
    subject: `Announcement: ${eventTitle}`.slice(0, subjectMax),
    body: `${post.title}\n\n${post.content}`.slice(0, bodyMax),
    audience: to.audience,
    category: to.audience === "category" ? (to.category ?? null) : null,
    // "Going to {part}": the part's Going guests (an event in parts).
    partId: to.audience === "part" ? (to.partId ?? null) : null,
  };
}
