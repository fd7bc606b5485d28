/**
 * The server's "I am stopping" flag, raised once on SIGTERM or SIGINT (shutdown.ts): /api/health
 * answers 503 so a load balancer stops sending, responses ask their client to close the
 * connection, and live streams end with a hint to reconnect a little later (to another instance,
 * or to this one restarted).
 */
export type Draining = {
  readonly signal: AbortSignal;
  start(): void;
};

export function createDraining(): Draining {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    start: () => controller.abort(),
  };
}

/** How long a browser's EventSource waits before reconnecting to a stream ended by a stop. */
export const reconnectAfterMs = 3000;
