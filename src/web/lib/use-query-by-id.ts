import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";

/** What a query by id may add: polling, data to start from. Its key, fetch and `enabled` are the helper's. */
type Extra<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, "queryKey" | "queryFn" | "enabled">;

/**
 * A query about one thing named by an id (an event, an invitation, an event's venue): its key and its
 * fetch are made from the id, and nothing is fetched until there is one (a page whose id is still unknown).
 */
export function useQueryById<T>(
  id: string | null | undefined,
  key: (id: string) => QueryKey,
  fetch: (id: string) => Promise<T>,
  extra: Extra<T> = {},
) {
  const known = id ?? "";
  return useQuery({ ...extra, queryKey: key(known), queryFn: () => fetch(known), enabled: Boolean(id) });
}
