import { type InvitationInput, invitationMessages } from "../../contract/invitations.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { AppError } from "../http/app-error.ts";
import type { TemplatesService } from "./templates-service.ts";

// An invitation's design, as a draft saves it and a preview shows it: a template the host may use,
// or the event's own banner.

const noBanner = "This event has no banner to use as the invitation's design";

/** Refuses a template the actor may not use, or a banner design for an event without a banner. */
export async function checkDesign(
  templates: TemplatesService,
  actor: CurrentUser,
  input: Pick<InvitationInput, "design" | "templateId">,
  event: { bannerKey: string | null; createdBy: string },
) {
  if (input.design === "template") {
    if (!input.templateId)
      throw new AppError("validation_failed", invitationMessages.missingRequired, {
        templateId: invitationMessages.missingRequired,
      });
    await templates.usable(actor, input.templateId, event.createdBy);
  } else if (!event.bannerKey) {
    throw new AppError("validation_failed", noBanner, { design: noBanner });
  }
}

/** What the row keeps: a banner design names no template. */
export const designOf = (input: Pick<InvitationInput, "design" | "templateId">) => ({
  design: input.design,
  templateId: input.design === "template" ? (input.templateId ?? null) : null,
});
