import { importMessages } from "../../contract/guest-import.ts";
import { guestMessages } from "../../contract/guests.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { activity } from "../activity/service.ts";
import type { Db } from "../db/client.ts";
import type { EventRow } from "../events/event-row.ts";
import { accountSlots } from "../http/account-slots.ts";
import { AppError } from "../http/app-error.ts";
import { importBusyMessage, parseGuestsCsv } from "./csv-import.ts";
import { type GuestPlans, importRoomGuard, planRoom } from "./guest-limit.ts";
import type { GuestPartsPort } from "./guest-parts-port.ts";
import { currentParts, importedParts, withEventParts } from "./import-parts.ts";
import { planImport } from "./import-plan.ts";
import { importReport } from "./import-report.ts";
import { writeImportPlan } from "./import-writer.ts";

// The guest CSV import's two steps, preview and import, for the guests service: the account's one
// import slot, the plan worked out (import-plan.ts) and written (import-writer.ts), the report.

/** An uploaded guest CSV and the host's choice for guests already on the list. */
export type ImportUpload = { csv: Buffer; updateExisting: boolean };

export type GuestImportDeps = {
  db: Db;
  plans?: GuestPlans;
  parts: GuestPartsPort;
  ownedEvent: (actor: CurrentUser | null, eventId: string, refusal: string) => Promise<EventRow>;
  /** After an import took guests off confirmed seats: the event's waitlist moves up. */
  seatWaitlist: (eventId: string) => Promise<void>;
};

export function createGuestImportSteps({ db, plans, parts, ownedEvent, seatWaitlist }: GuestImportDeps) {
  // One import at a time per account in this process, checked before the upload is read; the
  // import's database lock extends this to other instances (see csv-import.ts).
  const imports = accountSlots(1);

  /** Runs an import step in the account's one import slot (fair use), for an event it owns. */
  async function withImportSlot<T>(
    actor: CurrentUser | null,
    eventId: string,
    work: (accountId: string) => Promise<T>,
  ): Promise<T> {
    const event = await ownedEvent(actor, eventId, guestMessages.noPermissionAdd);
    // The owner's account: a co-host's import fills the owner's list, under the owner's plan.
    const accountId = event.createdBy;
    const release = imports.take(accountId);
    if (!release) throw new AppError("rate_limited", importBusyMessage);
    try {
      return await work(accountId);
    } finally {
      release();
    }
  }

  /** The plan of importing the file into the event, as its preview shows it, the plan's limit included. */
  async function importPlan(eventId: string, csv: Buffer, updateExisting: boolean) {
    const eventParts = await parts.list(eventId);
    const parsed = withEventParts(await parseGuestsCsv(csv), eventParts);
    const room = await planRoom(plans, db, eventId);
    const current = currentParts(parts, eventParts);
    const plan = await planImport(db, eventId, parsed, updateExisting, room, current);
    return { plan, parts: importedParts(parts, eventId, eventParts) };
  }

  return {
    /**
     * What importing a guest CSV into an event the actor owns would do, without writing anything
     * (see import-plan.ts). Holds the account's import slot while it reads, like the import.
     */
    async previewCsv(actor: CurrentUser | null, eventId: string, readUpload: () => Promise<ImportUpload>) {
      return withImportSlot(actor, eventId, async () => {
        const { csv, updateExisting } = await readUpload();
        return (await importPlan(eventId, csv, updateExisting)).plan;
      });
    },

    /**
     * Imports a guest CSV, carrying out exactly the plan its preview showed: the plan is worked
     * out again and must have the preview's fingerprint, or nothing is written. The file is read
     * only once the account has no other import running, so a refused request costs nothing.
     */
    async importCsv(
      actor: CurrentUser | null,
      eventId: string,
      readUpload: () => Promise<ImportUpload & { fingerprint: string }>,
    ) {
      return withImportSlot(actor, eventId, async (accountId) => {
        const { csv, updateExisting, fingerprint } = await readUpload();
        const { plan, parts: invitations } = await importPlan(eventId, csv, updateExisting);
        const valid =
          plan.newGuests.length + plan.overLimit.length + plan.updates.length + plan.unchanged.length;
        if (valid === 0) {
          throw new AppError("validation_failed", guestMessages.csvNoValidRows, {
            skippedRows: plan.skipped.map((r) => r.row).join(","),
          });
        }
        // The same plan as previewed, which rows fit the package's limit included...
        if (plan.fingerprint !== fingerprint) throw new AppError("conflict", importMessages.listChanged);
        // ...and the limit checked again as each batch is written, with the event locked: a guest
        // added meanwhile elsewhere counts too, so the list never passes the limit.
        const guard = plans && plan.limit ? importRoomGuard(plans, eventId, plan.limit.refusal) : null;
        const outcome = await writeImportPlan(db, eventId, plan, accountId, guard, invitations);
        const detail = `${outcome.inserted} new, ${outcome.updated} updated`;
        const n = outcome.inserted + outcome.updated;
        if (n > 0)
          await activity.record(db, { eventId, actor: actor!, action: "guests_imported", count: n, detail });
        if (outcome.freedSeats) await seatWaitlist(eventId);
        return importReport(plan, outcome);
      });
    },
  };
}
