import type { Db } from "../db/client.ts";
import { type AccountExportPart, exportTable, mapRows } from "../storage/account-export-part.ts";
import * as repo from "./repository.ts";
import { invitationRecipients, invitationReminders, invitations } from "./tables.ts";
import type { TemplatesService } from "./templates-service.ts";

/** The user's invitations, their recipients' delivery and reminders, for "Download my data". */
export async function exportInvitations(
  db: Db,
  templates: TemplatesService,
  userId: string,
): Promise<AccountExportPart> {
  const { rows, recipients, reminders } = repo.invitationsWithParts(db, userId);
  const { tables, files } = await templates.exportFor(userId);
  return {
    tables: {
      invitations: exportTable(
        invitations,
        mapRows(rows, ({ sendJobId: _job, ...row }) => row),
        { omit: ["sendJobId"] },
      ),
      invitation_recipients: exportTable(invitationRecipients, recipients),
      invitation_reminders: exportTable(invitationReminders, reminders),
      ...tables,
    },
    files,
  };
}
