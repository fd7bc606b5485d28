import {
  type GuestContact,
  type GuestStatus,
  guestCategories,
  guestStatuses,
} from "../../../contract/guests.ts";

export type RecipientFilter = {
  search: string;
  status: GuestStatus | "all";
  /** A category, 'none' for guests without one, or 'all'. */
  category: NonNullable<GuestContact["category"]> | "none" | "all";
};

export const noFilter: RecipientFilter = { search: "", status: "all", category: "all" };

/** The guests a filter shows; search matches name, e-mail or phone, ignoring case. */
export function filterGuests(guests: GuestContact[], f: RecipientFilter): GuestContact[] {
  const needle = f.search.trim().toLowerCase();
  return guests.filter(
    (g) =>
      (f.status === "all" || g.status === f.status) &&
      (f.category === "all" || (f.category === "none" ? g.category === null : g.category === f.category)) &&
      (!needle ||
        g.name.toLowerCase().includes(needle) ||
        (g.email ?? "").toLowerCase().includes(needle) ||
        (g.phone ?? "").toLowerCase().includes(needle)),
  );
}

/**
 * The filter a link names (?status=&category=&search=, as the guest list's Send Invites writes it),
 * or null when it names none: the wizard then starts with those guests selected.
 */
export function filterFromLink(params: URLSearchParams): RecipientFilter | null {
  const status = params.get("status") ?? "";
  const category = params.get("category") ?? "";
  const filter: RecipientFilter = {
    search: params.get("search")?.trim() ?? "",
    status: (guestStatuses as readonly string[]).includes(status) ? (status as GuestStatus) : "all",
    category:
      category === "none" || (guestCategories as readonly string[]).includes(category)
        ? (category as RecipientFilter["category"])
        : "all",
  };
  return params.has("status") || params.has("category") || params.has("search") ? filter : null;
}
