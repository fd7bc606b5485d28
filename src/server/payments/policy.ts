import type { CurrentUser } from "../../contract/session.ts";

/** A payment and its receipt are the payer's alone (spec §6); admins included. */
export function canSeeReceipt(actor: CurrentUser | null, payment: { userId: string }): boolean {
  return actor !== null && actor.id === payment.userId;
}
