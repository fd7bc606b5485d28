import { Readable } from "node:stream";
import type { Context } from "hono";
import {
  captionSchema,
  galleryItemSchema,
  galleryItemUpdateSchema,
  galleryListQuerySchema,
  galleryListSchema,
  galleryMessages,
  gallerySettingsSchema,
} from "../../contract/gallery.ts";
import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";
import { attachmentDisposition } from "../http/content-disposition.ts";
import { fieldOf, isMultipart, readMultipart } from "../http/multipart.ts";
import { jsonResponse, multipartBody } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import { largestFileBytes } from "./gallery-files.ts";
import type { GalleryService } from "./service.ts";

const route = routesTagged(["gallery"]);

/** A download: the bytes flow from storage to the client, never held whole in memory. */
function attachment(c: Context<AppEnv>, body: Readable, type: string, name: string, size: number | null) {
  c.header("content-type", type);
  c.header("content-disposition", attachmentDisposition(name));
  c.header("cache-control", "private, no-store");
  if (size) c.header("content-length", String(size));
  return c.body(Readable.toWeb(body) as ReadableStream, 200);
}

/**
 * The multipart upload: one `file` (the dashboard sends each on its own, for its progress bar) and
 * a caption. The file streams to a temporary file, refused at the first byte over the larger limit.
 */
async function readUpload(c: Context<AppEnv>, gallery: GalleryService) {
  if (!isMultipart(c)) throw new AppError("unsupported_media_type", galleryMessages.invalidMedia);
  const form = await readMultipart(c, {
    maxFileBytes: largestFileBytes(gallery.limits),
    maxFiles: 1,
    tooLarge: gallery.requestTooLarge,
  });
  const file = form.files.find((f) => f.field === "file");
  if (!file || file.size === 0) {
    throw new AppError("validation_failed", galleryMessages.noFileChosen, {
      file: galleryMessages.noFileChosen,
    });
  }
  const caption = captionSchema.safeParse(fieldOf(form, "caption") ?? "");
  if (!caption.success) {
    const message = caption.error.issues[0].message;
    throw new AppError("validation_failed", message, { caption: message });
  }
  return { upload: { name: file.name, data: { path: file.path, size: file.size } }, caption: caption.data };
}

export function galleryRoutes(gallery: GalleryService) {
  // A refused body is answered as the host check of the path's event or photo would be, first.
  return createRouter((c) => {
    const actor = c.get("user");
    const id = c.req.param("id");
    if (!id) return;
    return c.req.path.startsWith("/api/events/")
      ? gallery.mayManageEvent(actor, id)
      : gallery.mayManageItem(actor, id);
  })
    .openapi(
      route("get", "/events/{id}/gallery", {
        summary:
          "A page of the event's photos and videos, newest first, by tab and caption search, with the tab counts and its gallery settings (host only); `after` for the next page",
        request: { params: idParam, query: galleryListQuerySchema },
        responses: { 200: jsonResponse(galleryListSchema, "The gallery") },
      }),
      async (c) =>
        c.json(await gallery.list(c.get("user"), c.req.valid("param").id, c.req.valid("query")), 200),
    )
    .openapi(
      route("post", "/events/{id}/gallery", {
        summary: "Add one photo or video (multipart: file, caption); its type is judged from its bytes",
        request: {
          body: multipartBody({
            file: { description: "A photo or video", file: true, required: true },
            caption: { description: "An optional caption" },
          }),
          params: idParam,
        },
        responses: { 201: jsonResponse(galleryItemSchema, "The new item") },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        // Whether the caller may, and whether the plan has room, before a byte of the file is read.
        await gallery.mayUpload(c.get("user"), id);
        const { upload, caption } = await readUpload(c, gallery);
        return c.json(await gallery.upload(c.get("user"), id, upload, caption), 201);
      },
    )
    .openapi(
      ...route.byId("put", "/events/{id}/gallery/settings", {
        summary: "Whether guests may add photos from their personal links (they wait for approval)",
        body: gallerySettingsSchema,
        responses: { 200: jsonResponse(gallerySettingsSchema, "The saved settings") },
        answer: (user, id, body) => gallery.saveSettings(user, id, body),
      }),
    )
    .openapi(
      route("get", "/events/{id}/gallery/download", {
        summary: "Every approved photo and video of the event as one ZIP, streamed",
        request: { params: idParam },
        responses: { ...errorResponses(429), 200: { description: "application/zip" } },
      }),
      async (c) => {
        const zip = await gallery.zip(c.get("user"), c.req.valid("param").id);
        return attachment(c, zip.stream, "application/zip", zip.fileName, await zip.size);
      },
    )
    .openapi(
      ...route.byId("patch", "/gallery/{id}", {
        summary: "Change an item's caption or star it as a favourite",
        body: galleryItemUpdateSchema,
        responses: { 200: jsonResponse(galleryItemSchema, "The item") },
        answer: (user, id, body) => gallery.update(user, id, body),
      }),
    )
    .openapi(
      ...route.byId("post", "/gallery/{id}/approve", {
        summary: "Approve a guest's photo: from now on everyone who sees the gallery sees it",
        responses: { 200: jsonResponse(galleryItemSchema, "The item") },
        answer: (user, id) => gallery.approve(user, id),
      }),
    )
    .openapi(
      ...route.deleteById(
        "/gallery/{id}",
        "Delete (or reject) an item: its row, file and every size",
        (user, id) => gallery.remove(user, id),
      ),
    )
    .openapi(
      route("get", "/gallery/{id}/original", {
        summary: "Download the full-size file (metadata such as GPS removed at upload)",
        request: { params: idParam },
        responses: { 200: { description: "The file" } },
      }),
      async (c) => {
        const { object, fileName } = await gallery.original(c.get("user"), c.req.valid("param").id);
        return attachment(c, object.body, object.contentType, fileName, object.size);
      },
    );
}
