import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Template, TemplateInput } from "../../../contract/invitations.ts";
import { api } from "../../lib/api-client.ts";
import { invitationKeys } from "./invitation-keys.ts";

/** The defaults and the host's own templates, by name (the server's order). */
export function useTemplates() {
  return useQuery({
    queryKey: invitationKeys.templates(),
    queryFn: () => api<{ items: Template[] }>("/api/templates"),
    select: (body) => body.items,
  });
}

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
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.templates() }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/templates/${id}`, { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.templates() }),
  });
}
