/**
 * At most `limit` of something at once per account, counted in this process. Cheap enough to
 * ask before reading a request body; what must hold across server instances needs the database.
 */
export function accountSlots(limit: number) {
  const held = new Map<string, number>();
  return {
    /** A release function (safe to call twice), or null when the account has no slot left. */
    take(accountId: string): (() => void) | null {
      const used = held.get(accountId) ?? 0;
      if (used >= limit) return null;
      held.set(accountId, used + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (held.get(accountId) ?? 1) - 1;
        if (left > 0) held.set(accountId, left);
        else held.delete(accountId);
      };
    },
  };
}
