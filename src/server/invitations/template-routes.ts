import { createRoute, z } from "@hono/zod-openapi";
import {
  invitationMessages,
  maxTemplateImageBytes,
  templateInputSchema,
  templateSchema,
} from "../../contract/invitations.ts";
import { requireAdmin, requireUser } from "../auth/session-middleware.ts";
import { AppError } from "../http/app-error.ts";
import { fieldOf, isMultipart, type MultipartForm, readMultipart } from "../http/multipart.ts";
import { jsonBody, jsonResponse, multipartBody } from "../http/openapi-content.ts";
import { createRouter } from "../http/router.ts";
import { parseOrRefuse } from "../http/validation-hook.ts";
import type { TemplatesService } from "./templates-service.ts";

const tags = ["templates"];

/** The text fields of a multipart template form, checked by the shared schema. */
function parseTemplateForm(form: MultipartForm) {
  return parseOrRefuse(templateInputSchema, {
    name: fieldOf(form, "name") ?? "",
    category: fieldOf(form, "category") || undefined,
    description: fieldOf(form, "description") ?? "",
  });
}

export function templateRoutes(templates: TemplatesService) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/templates",
        tags,
        summary: "Invitation templates: the defaults and my own, by name",
        responses: { 200: jsonResponse(z.object({ items: z.array(templateSchema) }), "Templates") },
      }),
      async (c) => c.json({ items: await templates.list(requireUser(c)) }, 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/templates",
        tags,
        summary: "Create a custom template (multipart: name, category, description, image ≤ 5 MB)",
        request: {
          body: multipartBody({
            name: { description: "The template's name", required: true },
            category: { description: "One of the template categories", required: true },
            description: { description: "What it is for" },
            image: { description: "The artwork (at most 5 MB)", file: true, required: true },
          }),
        },
        responses: { 201: jsonResponse(templateSchema, "The new template") },
      }),
      async (c) => {
        const actor = requireUser(c);
        if (!isMultipart(c)) {
          throw new AppError("unsupported_media_type", invitationMessages.templateImageRequired);
        }
        // The image streams to a temporary file, refused at the first byte over its limit.
        const form = await readMultipart(c, {
          maxFileBytes: maxTemplateImageBytes,
          maxFiles: 1,
          tooLarge: () =>
            new AppError("validation_failed", invitationMessages.imageTooLarge, {
              image: invitationMessages.imageTooLarge,
            }),
        });
        const input = parseTemplateForm(form);
        const file = form.files.find((f) => f.field === "image");
        const image = file && file.size > 0 ? { path: file.path, size: file.size } : null;
        return c.json(await templates.create(actor, input, image), 201);
      },
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/templates/{id}",
        tags,
        summary: "Delete one of my custom templates",
        request: { params: z.object({ id: z.uuid() }) },
        responses: { 204: { description: "Deleted" } },
      }),
      async (c) => {
        await templates.remove(requireUser(c), c.req.valid("param").id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/admin/templates/defaults",
        tags: ["admin"],
        summary: "Add the default templates that are missing (admin)",
        responses: { 200: jsonResponse(z.object({ added: z.number().int() }), "How many were added") },
      }),
      async (c) => {
        requireAdmin(c);
        return c.json({ added: await templates.installDefaults() }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/admin/templates/{id}",
        tags: ["admin"],
        summary: "Edit any template's name, category and description (admin)",
        request: { params: z.object({ id: z.uuid() }), body: jsonBody(templateInputSchema) },
        responses: { 200: jsonResponse(templateSchema, "The template") },
      }),
      async (c) => {
        requireAdmin(c);
        return c.json(await templates.adminUpdate(c.req.valid("param").id, c.req.valid("json")), 200);
      },
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/admin/templates/{id}",
        tags: ["admin"],
        summary: "Remove any template (admin)",
        request: { params: z.object({ id: z.uuid() }) },
        responses: { 204: { description: "Deleted" } },
      }),
      async (c) => {
        requireAdmin(c);
        await templates.adminRemove(c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
