/** The one query-key factory of the admin feature. */
export const adminKeys = {
  all: ["admin"] as const,
  health: () => ["admin", "health"] as const,
  stats: () => ["admin", "stats"] as const,
  users: (search: string, page: number) => ["admin", "users", search, page] as const,
  audit: () => ["admin", "audit"] as const,
  system: () => ["admin", "system"] as const,
  newsAudience: () => ["admin", "news-audience"] as const,
};
