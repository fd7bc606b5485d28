import type { Template } from "../../contract/invitations.ts";
import { mediaUrl } from "../images/image-store.ts";
import type { invitationTemplates } from "./tables.ts";

export type TemplateRow = typeof invitationTemplates.$inferSelect;

export function toTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    previewUrl: mediaUrl(row.previewKey),
    style: row.style,
    accentColor: row.accentColor,
    isCustom: row.isCustom,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
