import fs from "node:fs/promises";
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { invitationMessages, maxTemplateImageBytes, type TemplateInput } from "../../contract/invitations.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../http/app-error.ts";
import { exportTableWithImages } from "../images/image-export.ts";
import { deleteImage, storeImage } from "../images/image-store.ts";
import type { MediaInput } from "../images/media-store.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { AccountExportPart } from "../storage/account-export-part.ts";
import type { Storage } from "../storage/storage.ts";
import { defaultArtVersion, defaultTemplates } from "./default-templates.ts";
import { invitationTemplates } from "./tables.ts";
import { type TemplateRow, toTemplate } from "./template-row.ts";

export type TemplatesDeps = { db: Db; storage: Storage; log: Logger };

export function createTemplatesService({ db, storage, log }: TemplatesDeps) {
  /** Templates a user may use: the shipped defaults and their own. */
  const visibleTo = (actor: CurrentUser) =>
    or(isNull(invitationTemplates.createdBy), eq(invitationTemplates.createdBy, actor.id));

  return {
    async list(actor: CurrentUser) {
      const rows = await db
        .select()
        .from(invitationTemplates)
        .where(visibleTo(actor))
        .orderBy(asc(invitationTemplates.name));
      return rows.map(toTemplate);
    },

    /** A template by id, without a permission check: for an invitation's public page and e-mails. */
    async row(id: string): Promise<TemplateRow | null> {
      const [row] = await db.select().from(invitationTemplates).where(eq(invitationTemplates.id, id));
      return row ?? null;
    },

    /**
     * A template the actor may use, or the spec's 'Missing required fields'. On an event, the
     * owner's own templates are usable too (`ownerId`): a co-host invites with the host's designs.
     */
    async usable(actor: CurrentUser, id: string, ownerId?: string): Promise<TemplateRow> {
      const ownersToo = ownerId
        ? or(visibleTo(actor), eq(invitationTemplates.createdBy, ownerId))
        : visibleTo(actor);
      const [row] = await db
        .select()
        .from(invitationTemplates)
        .where(and(eq(invitationTemplates.id, id), ownersToo));
      if (!row)
        throw new AppError("validation_failed", invitationMessages.missingRequired, {
          templateId: invitationMessages.missingRequired,
        });
      return row;
    },

    async create(actor: CurrentUser, input: TemplateInput, image: MediaInput | null) {
      if (!image) {
        throw new AppError("validation_failed", invitationMessages.templateImageRequired, {
          image: invitationMessages.templateImageRequired,
        });
      }
      if ((Buffer.isBuffer(image) ? image.length : image.size) > maxTemplateImageBytes) {
        throw new AppError("validation_failed", invitationMessages.imageTooLarge, {
          image: invitationMessages.imageTooLarge,
        });
      }
      const key = await storeImage(storage, `templates/${actor.id}`, image);
      const [row] = await db
        .insert(invitationTemplates)
        .values({ ...input, previewKey: key, isCustom: true, createdBy: actor.id })
        .returning();
      return toTemplate(row);
    },

    async remove(actor: CurrentUser, id: string) {
      const [row] = await db.select().from(invitationTemplates).where(eq(invitationTemplates.id, id));
      if (!row) throw new AppError("not_found", "Template not found");
      if (row.createdBy !== actor.id)
        throw new AppError("forbidden", "You can delete only templates you created");
      await db.delete(invitationTemplates).where(eq(invitationTemplates.id, id));
      if (row.previewKey)
        await deleteImage(storage, row.previewKey).catch((err) =>
          log.error("could not delete file", { ...errorForLog(err) }),
        );
    },

    /**
     * Installs the shipped templates that are missing and gives those already installed with an
     * older edition of their art the current picture (first start, every start, and the admin's
     * button; running it twice changes nothing). Returns how many were added.
     */
    async installDefaults(): Promise<number> {
      let added = 0;
      for (const t of defaultTemplates) {
        const [existing] = await db
          .select({ id: invitationTemplates.id, artVersion: invitationTemplates.artVersion })
          .from(invitationTemplates)
          .where(and(eq(invitationTemplates.name, t.name), isNull(invitationTemplates.createdBy)));
        if (existing && existing.artVersion >= defaultArtVersion) continue;
        const key = await storeImage(storage, "templates/defaults", await fs.readFile(t.image));
        const fields = {
          category: t.category,
          description: t.description,
          style: t.style,
          accentColor: t.accentColor,
          previewKey: key,
          artVersion: defaultArtVersion,
        };
        if (existing) {
          // Only the row still on the old edition moves on (two instances starting at once).
          const [old] = await db
            .select({ previewKey: invitationTemplates.previewKey })
            .from(invitationTemplates)
            .where(eq(invitationTemplates.id, existing.id));
          const updated = await db
            .update(invitationTemplates)
            .set(fields)
            .where(
              and(
                eq(invitationTemplates.id, existing.id),
                lt(invitationTemplates.artVersion, defaultArtVersion),
              ),
            )
            .returning({ id: invitationTemplates.id });
          const stale = updated.length > 0 ? old?.previewKey : key;
          if (stale)
            await deleteImage(storage, stale).catch((err) =>
              log.error("could not delete file", { ...errorForLog(err) }),
            );
          continue;
        }
        await db.insert(invitationTemplates).values({ name: t.name, isCustom: false, ...fields });
        added++;
      }
      return added;
    },

    /** The user's own templates and their pictures, for "Download my data". */
    async exportFor(userId: string): Promise<AccountExportPart> {
      const rows = await db
        .select()
        .from(invitationTemplates)
        .where(eq(invitationTemplates.createdBy, userId));
      return exportTableWithImages("invitation_templates", invitationTemplates, rows, {
        key: "previewKey",
        file: "imageFile",
        path: (id) => `files/templates/${id}.webp`,
      });
    },

    /** Deletes the user's own templates and their pictures (account deletion). */
    async removeAllOf(userId: string) {
      const rows = await db
        .delete(invitationTemplates)
        .where(eq(invitationTemplates.createdBy, userId))
        .returning({ previewKey: invitationTemplates.previewKey });
      for (const { previewKey } of rows) {
        if (previewKey)
          await deleteImage(storage, previewKey).catch((err) =>
            log.error("could not delete file", { ...errorForLog(err) }),
          );
      }
    },

    /** An admin's edit of any template's name, category and description. */
    async adminUpdate(id: string, input: Pick<TemplateInput, "name" | "category" | "description">) {
      const [row] = await db
        .update(invitationTemplates)
        .set(input)
        .where(eq(invitationTemplates.id, id))
        .returning();
      if (!row) throw new AppError("not_found", "Template not found");
      return toTemplate(row);
    },

    /** An admin's removal of any template (invitations using it keep their own copy of the text). */
    async adminRemove(id: string) {
      const [row] = await db.delete(invitationTemplates).where(eq(invitationTemplates.id, id)).returning();
      if (!row) throw new AppError("not_found", "Template not found");
      if (row.previewKey)
        await deleteImage(storage, row.previewKey).catch((err) =>
          log.error("could not delete file", { ...errorForLog(err) }),
        );
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
