import fs from "node:fs/promises";
import path from "node:path";
import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import {
  type AdminStats,
  type AdminSystem,
  type AdminUser,
  type AdminUserList,
  type AdminUserUpdate,
  type AuditEntry,
  adminMessages,
} from "../../contract/admin.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { setAccountDisabled, setAccountRole } from "../auth/account-changes.ts";
import type { Database, Db } from "../db/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { countsByMonth } from "../db/monthly-counts.ts";
import { user } from "../db/schema.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { InvitationsService } from "../invitations/service.ts";
import type { Mailer } from "../mail/mailer.ts";
import { testMail } from "../mail/templates/test-mail.ts";
import { packageRoot } from "../package-root.ts";
import type { Storage } from "../storage/storage.ts";
import { recordAdminAction } from "./audit.ts";
import { adminAuditLog } from "./tables.ts";

/** Figures the payments feature reports for the admin dashboard (wired in services.ts). */
export type PaymentFigures = () => Promise<{ payments: number; revenuePaise: number }>;

export type AdminDeps = {
  db: Db;
  databaseKind: Database["kind"];
  storage: Storage;
  mailer: Mailer;
  dataDir: string;
  events: EventsService;
  guests: GuestsService;
  invitations: InvitationsService;
  paymentFigures: PaymentFigures | null;
};

const pageSize = 25;
type UserRow = typeof user.$inferSelect;

function toAdminUser(row: UserRow, events: number): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    image: row.image,
    isAdmin: row.role === "admin",
    disabled: row.banned,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    events,
  };
}

/** The admin panel's reads and the account actions only an admin may take, each one audited. */
export function createAdminService(deps: AdminDeps) {
  const { db, databaseKind, storage, mailer, dataDir, events, guests, invitations, paymentFigures } = deps;

  const audit = (actor: CurrentUser, action: AuditEntry["action"], target?: { id: string; email: string }) =>
    recordAdminAction(db, actor, action, target);

  return {
    async stats(): Promise<AdminStats> {
      const [[{ users }], signUpsByMonth, eventCounts, guestCount, sent, pay] = await Promise.all([
        db.select({ users: count() }).from(user),
        countsByMonth(db, user, user.createdAt),
        events.platformCounts(),
        guests.platformCount(),
        invitations.platformSentCount(),
        paymentFigures ? paymentFigures() : Promise.resolve(null),
      ]);
      return {
        users,
        events: eventCounts.total,
        guests: guestCount,
        invitationsSent: sent,
        payments: pay?.payments ?? null,
        revenuePaise: pay?.revenuePaise ?? null,
        signUpsByMonth,
        eventsByMonth: eventCounts.byMonth,
      };
    },

    async users(query: { search?: string; page: number }): Promise<AdminUserList> {
      const where = query.search
        ? or(
            ilike(user.email, containsPattern(query.search)),
            ilike(user.name, containsPattern(query.search)),
          )
        : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(user)
          .where(where)
          .orderBy(desc(user.createdAt))
          .limit(pageSize)
          .offset((query.page - 1) * pageSize),
        db.select({ total: count() }).from(user).where(where),
      ]);
      const counts = await events.countsByOwner(rows.map((r) => r.id));
      return { users: rows.map((r) => toAdminUser(r, counts.get(r.id) ?? 0)), total };
    },

    async user(id: string): Promise<AdminUser> {
      const [row] = await db.select().from(user).where(eq(user.id, id));
      if (!row) throw new AppError("not_found", adminMessages.userNotFound);
      return toAdminUser(row, (await events.countsByOwner([id])).get(id) ?? 0);
    },

    /** Makes or revokes an admin, disables or enables an account (its sessions end at once). */
    async updateUser(actor: CurrentUser, id: string, change: AdminUserUpdate): Promise<AdminUser> {
      if (id === actor.id) throw new AppError("forbidden", adminMessages.notSelf);
      const [row] = await db.select().from(user).where(eq(user.id, id));
      if (!row) throw new AppError("not_found", adminMessages.userNotFound);
      const target = { id: row.id, email: row.email };
      // One admin alone cannot lock the others out: disabling or demoting an admin is done on the
      // server (npm run admin), where the operator is. Enabling and granting stay here.
      if (row.role === "admin" && (change.isAdmin === false || change.disabled === true)) {
        throw new AppError("forbidden", adminMessages.otherAdmin);
      }
      if (change.isAdmin !== undefined && change.isAdmin !== (row.role === "admin")) {
        await setAccountRole(db, id, change.isAdmin ? "admin" : "user");
        await audit(actor, change.isAdmin ? "grant_admin" : "revoke_admin", target);
      }
      if (change.disabled !== undefined && change.disabled !== row.banned) {
        await setAccountDisabled(db, id, change.disabled);
        await audit(actor, change.disabled ? "disable" : "enable", target);
      }
      return this.user(id);
    },

    async auditLog(): Promise<AuditEntry[]> {
      const rows = await db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(100);
      return rows.map((r) => ({
        id: r.id,
        actorEmail: r.actorEmail,
        action: r.action,
        targetEmail: r.targetEmail,
        detail: r.detail,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async system(): Promise<AdminSystem> {
      const pkg = JSON.parse(await fs.readFile(path.join(packageRoot, "package.json"), "utf8")) as {
        version: string;
      };
      const journal = JSON.parse(
        await fs.readFile(path.join(packageRoot, "db/migrations/meta/_journal.json"), "utf8"),
      ) as { entries: unknown[] };
      const applied = await db
        .execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
        .then((r) => Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0))
        .catch(() => 0);
      const freeBytes =
        storage.kind === "local"
          ? await fs
              .statfs(dataDir)
              .then((s) => s.bavail * s.bsize)
              .catch(() => null)
          : null;
      const jobs = await db
        .execute(
          sql`select count(*) filter (where state in ('created','retry'))::int as queued,
                     count(*) filter (where state = 'failed')::int as failed from pgboss.job`,
        )
        .then((r) => (r as unknown as { rows: { queued: number; failed: number }[] }).rows[0] ?? null)
        .catch(() => null);
      return {
        version: pkg.version,
        database: databaseKind,
        migrations: { applied, available: journal.entries.length },
        storage: { driver: storage.kind, freeBytes },
        mail: { transport: mailer.kind },
        jobs: jobs ? { queued: Number(jobs.queued), failed: Number(jobs.failed) } : null,
        outbox: mailer.kind === "outbox" ? await outboxList(dataDir) : [],
      };
    },

    /** One mail to the admin themself, through the configured transport. */
    async sendTestMail(actor: CurrentUser): Promise<{ message: string }> {
      await mailer.send(testMail(actor.email, actor.name));
      await audit(actor, "send_test_mail", { id: actor.id, email: actor.email });
      return { message: adminMessages.testMailSent(actor.email) };
    },
  };
}

/** The newest 50 mails of the outbox folder (used when no SMTP server is set). */
async function outboxList(dataDir: string) {
  const dir = path.join(dataDir, "outbox");
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json"));
  const newest = files.sort().reverse().slice(0, 50);
  return Promise.all(
    newest.map(async (file) => {
      const mail = JSON.parse(await fs.readFile(path.join(dir, file), "utf8")) as {
        to: string;
        subject: string;
      };
      const stat = await fs.stat(path.join(dir, file));
      return {
        file: file.replace(/\.json$/, ".eml"),
        to: String(mail.to),
        subject: mail.subject,
        at: stat.mtime.toISOString(),
      };
    }),
  );
}

export type AdminService = ReturnType<typeof createAdminService>;
