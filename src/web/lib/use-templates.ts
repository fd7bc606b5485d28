import { useQuery } from "@tanstack/react-query";
import type { Template } from "../../contract/invitations.ts";
import { api, unwrap } from "./api-client.ts";
import { templateKeys } from "./query-keys.ts";

/** The invitation templates a host may use (the defaults and their own), by name: the server's order. */
export function useTemplates() {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: (): Promise<{ items: Template[] }> => unwrap(api.GET("/templates")),
    select: (body) => body.items,
  });
}
