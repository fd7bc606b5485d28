/** What door mode says about working offline (the spec has no words for it). */
export const doorOfflineMessages = {
  scanNeedsConnection: "Scanning passes needs a connection. Finding guests by name works offline.",
  listNotSaved:
    "The guest list is not saved on this device, so guests cannot be found by name offline. Open door mode once while online.",
  /** Beside a guest whose check-in (or undo, or walk-in) made here waits to be sent, or was refused. */
  waiting: "not sent yet",
  refused: "not saved",
} as const;
