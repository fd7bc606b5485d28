// The RSVP texts on their own, without zod, so the page a guest opens on a phone can use them
// without downloading the validation library.
export const rsvpMessages = {
  responseRequired: "Please choose whether you will attend",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  tooManyPlusOnes: (n: number) =>
    n === 0 ? "This invitation is for you alone" : `You can bring up to ${n} guest${n === 1 ? "" : "s"}`,
  plusOneName: "Please enter a name for each guest you bring",
  closed: "Replies to this event are closed",
  invalidLink: "This RSVP link is not valid. Please ask the host for a new one.",
  notOpen: "This event does not take replies online",
  /** A guest's link (personal or shared) to an event its host deleted; shown as is on the page. */
  cancelled: (title?: string | null) =>
    title ? `“${title}” has been cancelled by its host.` : "This event has been cancelled by its host.",
  thanksAttending: "Thank you! Your reply has been saved. See you there!",
  thanksWaitlist:
    "The event is full, so you are on the waitlist. We will move you up automatically if a seat frees up.",
  thanksOther: "Thank you! Your reply has been saved.",
  openReplyReceived:
    "Thank you! We have e-mailed you a link to see or change your reply. Please check your inbox.",
} as const;
