/** The one query-key factory of the admin feature. */
export const adminKeys = {
  all: ["admin"] as const,
  health: () => ["admin", "health"] as const,
};
