import { accountSlots } from "../http/account-slots.ts";
import { AppError } from "../http/app-error.ts";

/**
 * Admits live streams (an open page listening for changes: changeStream) of one kind, at most
 * `limit` at once per account on this server: each holds a connection and a subscription for as
 * long as the page stays open. The returned function admits one more for the account, or refuses
 * with 429; call what it returns when the stream closes.
 */
export function liveStreamAdmission(limit: number) {
  const slots = accountSlots(limit);
  return (accountId: string): (() => void) => {
    const release = slots.take(accountId);
    if (!release) {
      throw new AppError(
        "rate_limited",
        `You have too many live pages open (at most ${limit}). Please close some and try again.`,
      );
    }
    return release;
  };
}
