import type { InvitationDetail, InvitationSummary, Template } from "../../contract/invitations.ts";

type InvitationType = InvitationSummary["type"];
type RecipientState = InvitationDetail["recipients"][number]["state"];

export const typeLabels: Record<InvitationType, string> = {
  email: "Email",
  whatsapp: "WhatsApp",
  link: "Link",
};

/** What each delivery method does, shown where the host chooses it. */
export const typeExplanations: Record<InvitationType, string> = {
  email: "We e-mail each guest their own invitation with a personal reply link.",
  whatsapp: "You get a ready-made WhatsApp message per guest to send from your phone, then mark it as sent.",
  link: "One link for everyone: share it anywhere and guests reply through it.",
};

export const templateCategoryLabels: Record<Template["category"], string> = {
  birthday: "Birthday",
  wedding: "Wedding",
  anniversary: "Anniversary",
  "baby shower": "Baby Shower",
  corporate: "Corporate",
  holiday: "Holiday",
  other: "Other",
};

export const recipientStateLabels: Record<RecipientState, string> = {
  pending: "Not sent yet",
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

/** Filled chip colours that pass AA contrast with white text in the app theme. */
export const recipientStateColors: Record<RecipientState, "default" | "info" | "success" | "error"> = {
  pending: "default",
  queued: "info",
  sending: "info",
  sent: "success",
  failed: "error",
};
