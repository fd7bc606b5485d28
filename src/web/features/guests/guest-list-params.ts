import {
  defaultGuestPageSize,
  type GuestStatus,
  guestPageSizes,
  guestStatuses,
} from "../../../contract/guests.ts";
import type { GuestListFilter } from "../../lib/query-keys.ts";

export type GuestListParams = GuestListFilter & { eventId: string | null };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A guest's or a part's id, or null for anything else. */
const guestId = (value: string | null) => (value && uuid.test(value) ? value : null);

/**
 * The list's state lives in the URL (?eventId=&search=&status=&partId=&page=&pageSize=&after=|before=), so
 * links and Back work. `after`/`before` name the guest that Next or Previous started from.
 */
export function readGuestListParams(params: URLSearchParams): GuestListParams {
  const status = params.get("status");
  const page = Number(params.get("page"));
  const pageSize = Number(params.get("pageSize"));
  return {
    eventId: params.get("eventId") || null,
    search: params.get("search")?.trim() ?? "",
    status: (guestStatuses as readonly string[]).includes(status ?? "") ? (status as GuestStatus) : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (guestPageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultGuestPageSize,
    after: guestId(params.get("after")),
    before: guestId(params.get("before")),
    partId: guestId(params.get("partId")),
  };
}

/** The URL of a state; defaults are left out so the common link stays ?eventId=… */
export function writeGuestListParams(state: GuestListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.eventId) params.set("eventId", state.eventId);
  if (state.search) params.set("search", state.search);
  if (state.status) params.set("status", state.status);
  if (state.partId) params.set("partId", state.partId);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.pageSize !== defaultGuestPageSize) params.set("pageSize", String(state.pageSize));
  if (state.page > 1 && state.after) params.set("after", state.after);
  else if (state.page > 1 && state.before) params.set("before", state.before);
  return params;
}
