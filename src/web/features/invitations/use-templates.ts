import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Template, TemplateInput } from "../../../contract/invitations.ts";
import { api } from "../../lib/api-client.ts";
import { templateKeys } from "../../lib/query-keys.ts";

/** Uploads a design of the host's own; every template list refetches. */
export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, image }: { input: TemplateInput; image: File }) => {
      const body = new FormData();
      body.append("name", input.name);
      body.append("category", input.category);
      body.append("description", input.description);
      body.append("image", image);
      return api<Template>("/api/templates", { method: "POST", body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/templates/${id}`, { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
