/**
 * Replaying a change safely (docs/decisions/0017): a write sent with this header is applied once per
 * user and key, however often it arrives. The browser's offline queue sends one key per change.
 */
export const idempotencyKeyHeader = "Idempotency-Key";
/** Set on an answer that was stored from an earlier request with the same key, not made afresh. */
export const idempotentReplayHeader = "Idempotent-Replayed";
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

export const idempotencyMessages = {
  badKey: "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'",
  reused: "This Idempotency-Key was already used for another change",
  reusedBody:
    "This Idempotency-Key was already used for a change with other content. Send a new change with a new key.",
  busy: "This change is still being saved. Try again in a moment.",
} as const;
