import type { GuestContact, GuestStatus } from "../../../contract/guests.ts";

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
