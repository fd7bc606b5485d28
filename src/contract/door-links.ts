import { z } from "zod";

/**
 * Door links (docs/decisions/0031): a secret link that opens one event's door mode, and nothing
 * else, for someone without an account. The secret is shown once, when the link is made; the
 * server keeps only its SHA-256.
 */
export const doorLinkMessages = {
  /** What a door page and every door answer say once a link is revoked, expired or unknown. */
  gone: "This door link no longer works. Ask the host for a new one.",
  labelRequired: "Give the link a name, such as Front gate",
  eventOver: "This event is over: a door link works until the end of the day after the event.",
  notFound: "Door link not found",
  noPermission: "Only the host can make or revoke door links for this event",
} as const;

/** Links that work at once per event (a wedding with many gates, each phone its own link). */
export const maxLiveDoorLinks = 50;

export const doorLinkInputSchema = z.object({
  label: z.string().trim().min(1, doorLinkMessages.labelRequired).max(60),
});
export type DoorLinkInput = z.infer<typeof doorLinkInputSchema>;

export const doorLinkStates = ["active", "revoked", "expired"] as const;

export const doorLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  /** Until when it works: the end of the day after the event, on the event's clocks. */
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(doorLinkStates),
});
export type DoorLink = z.infer<typeof doorLinkSchema>;

export const doorLinkListSchema = z.object({ items: z.array(doorLinkSchema) });

/** A new link: the only answer that carries its address (the server cannot show it again). */
export const newDoorLinkSchema = z.object({
  link: doorLinkSchema,
  /** The door page's address, with the secret. */
  url: z.string(),
  /** The address as a QR code (SVG), for a door phone to scan from the host's. */
  qrSvg: z.string(),
});
export type NewDoorLink = z.infer<typeof newDoorLinkSchema>;

/** The web address of a door link's page. */
export const doorPagePath = (secret: string) => `/door/${secret}`;
