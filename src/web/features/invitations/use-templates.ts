import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Template, TemplateInput } from "../../../contract/invitations.ts";
import { api, asForm, unwrap } from "../../lib/api-client.ts";
import { templateKeys } from "../../lib/query-keys.ts";

/** Uploads a design of the host's own; every template list refetches. */
export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, image }: { input: TemplateInput; image: File }): Promise<Template> =>
      unwrap(
        api.POST("/templates", {
          body: { name: input.name, category: input.category, description: input.description, image },
          bodySerializer: asForm,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/templates/{id}", { params: { path: { id: id } } })),
    onSettled: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
