import type { CurrentUser } from "../../contract/session.ts";

/**
 * A payment and its receipt are the payer's alone (spec §6); admins included. A payment whose
 * account was deleted (kept anonymised) is nobody's.
 */
export function canSeeReceipt(actor: CurrentUser | null, payment: { userId: string | null }): boolean {
  return actor !== null && actor.id === payment.userId;
}
