import { formatEventDateLong } from "../../../contract/event-dates.ts";
import type { Event } from "../../../contract/events.ts";
import type { InvitationInputForm } from "../../../contract/invitations.ts";

/** The wizard edits exactly what the server takes (invitationInputSchema's input). */
export type WizardValues = Required<InvitationInputForm>;

export const wizardSteps = [
  "Select Template",
  "Customize Invitation",
  "Choose Recipients",
  "Review & Send",
] as const;
export const reviewStep = wizardSteps.length - 1;

/** Spec §4 'Invitation wizard': what each step needs before Next is enabled. */
export function stepComplete(step: number, v: WizardValues): boolean {
  if (step === 0) return Boolean(v.eventId && (v.design === "event-banner" || v.templateId));
  if (step === 1) return Boolean(v.title.trim() && v.message.trim());
  if (step === 2) return v.guestIds.length > 0;
  return true;
}

/** The furthest step the host may be on: the first one not complete, or the review. */
export function reachableStep(v: WizardValues): number {
  for (let step = 0; step < reviewStep; step++) if (!stepComplete(step, v)) return step;
  return reviewStep;
}

/** Spec §9: 'Invitation to {event title}'. */
export function defaultTitle(event: Event): string {
  return `Invitation to ${event.title}`;
}

export function defaultMessage(event: Event): string {
  return [
    `We would love for you to join us for ${event.title} on ${formatEventDateLong(event.date, event.time)}, at ${event.location}.`,
    "Please let us know whether you can come by replying through the link in this invitation.",
    `Warm regards,\n${event.hostName}`,
  ].join("\n\n");
}

export function emptyWizardValues(eventId: string | null, templateId: string | null): WizardValues {
  return {
    eventId: eventId ?? "",
    templateId: templateId || null,
    // The template step offers the event's banner first when nothing else was asked for.
    design: "template",
    title: "",
    message: "",
    type: "email",
    guestIds: [],
    replyToHost: true,
  };
}
