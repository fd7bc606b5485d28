import { useQuery } from "@tanstack/react-query";
import type { Template } from "../../contract/invitations.ts";
import { api } from "./api-client.ts";
import { templateKeys } from "./query-keys.ts";

/** The invitation templates a host may use (the defaults and their own), by name: the server's order. */
export function useTemplates() {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: () => api<{ items: Template[] }>("/api/templates"),
    select: (body) => body.items,
  });
}
