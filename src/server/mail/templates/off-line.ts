/**
 * The line under a host's notice saying which switch sent it: the owner's is in their profile; a
 * co-host's is their own for this event, on its People page (issue 35.5).
 */
export function offLine(what: string, switchIn: "profile" | "event" = "profile"): string {
  return switchIn === "profile"
    ? `You get this e-mail because ${what} are on in your profile; you can turn them off there.`
    : `You get this e-mail because ${what} are on for you on this event; you can turn them off on its People page.`;
}
