import { ApiError } from "../../lib/api-client.ts";

/**
 * The server's own explanation when it refused the request for a reason the host can act on
 * (a 4xx: e.g. guests without an e-mail, a past date); null for crashes and network trouble,
 * where the spec's general 'Failed to …' text says enough.
 */
export function serverReason(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}
