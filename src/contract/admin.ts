import { z } from "zod";

// The admin panel (spec §2.18, issue 15): the platform's numbers, users with roles and access,
// the audit log of admin actions, and the system's state.

export const adminMessages = {
  notSelf: "You cannot change your own role or access here",
  userNotFound: "User not found",
  otherAdmin:
    "Another admin cannot be disabled or lose admin rights here. On the server, run: npm run admin -- revoke EMAIL",
  lastAdmin:
    "This is the last admin account, so it cannot be removed. Make another admin first (npm run admin -- grant EMAIL on the server).",
  testMailSent: (to: string) => `Test mail sent to ${to}`,
  newsQueued: (n: number) =>
    `Product news is on its way to ${n} user${n === 1 ? "" : "s"} who chose marketing emails.`,
  newsNoAudience: "No one has chosen marketing emails yet, so there is no one to send news to.",
} as const;

/**
 * Product news to the users who turned "Marketing emails" on (off by default): the one kind of
 * marketing mail the product sends, each with a one-click unsubscribe.
 */
export const productNewsSchema = z.object({
  subject: z.string().trim().min(1, "Subject is required").max(150, "Subject must be at most 150 characters"),
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message must be at most 5000 characters"),
});
export type ProductNews = z.infer<typeof productNewsSchema>;
export const newsAudienceSchema = z.object({ recipients: z.number().int() });
export type NewsAudience = z.infer<typeof newsAudienceSchema>;

/** One month's count, for the sign-ups and events chart. */
export const monthCountSchema = z.object({ month: z.string(), count: z.number() });

export const adminStatsSchema = z.object({
  users: z.number(),
  events: z.number(),
  guests: z.number(),
  invitationsSent: z.number(),
  /** Completed payments on the platform and their sum in paise (null only without a payments feature). */
  payments: z.number().nullable(),
  revenuePaise: z.number().nullable(),
  signUpsByMonth: z.array(monthCountSchema),
  eventsByMonth: z.array(monthCountSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  events: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), total: z.number() });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const adminUserUpdateSchema = z
  .object({ isAdmin: z.boolean().optional(), disabled: z.boolean().optional() })
  .refine((v) => v.isAdmin !== undefined || v.disabled !== undefined, "Nothing to change");
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const auditActions = [
  "grant_admin",
  "revoke_admin",
  "disable",
  "enable",
  "send_test_mail",
  "send_news",
] as const;
export const auditActionLabels: Record<(typeof auditActions)[number], string> = {
  grant_admin: "Made admin",
  revoke_admin: "Revoked admin",
  disable: "Disabled account",
  enable: "Enabled account",
  send_test_mail: "Sent a test mail",
  send_news: "Sent product news",
};

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.enum(auditActions),
  targetEmail: z.string(),
  /** What the action carried (the news's subject). */
  detail: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });

export const adminSystemSchema = z.object({
  version: z.string(),
  database: z.enum(["pglite", "postgres"]),
  migrations: z.object({ applied: z.number(), available: z.number() }),
  storage: z.object({ driver: z.enum(["local", "s3"]), freeBytes: z.number().nullable() }),
  mail: z.object({ transport: z.enum(["smtp", "outbox"]) }),
  jobs: z.object({ queued: z.number(), failed: z.number() }).nullable(),
  outbox: z.array(z.object({ file: z.string(), to: z.string(), subject: z.string(), at: z.string() })),
});
export type AdminSystem = z.infer<typeof adminSystemSchema>;
