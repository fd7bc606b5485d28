import { Readable } from "node:stream";
import { upcomingCancellationsSchema } from "../../contract/event-cancellation.ts";
import {
  accountDeletionSchema,
  preferencesSchema,
  preferencesUpdateSchema,
  profileSchema,
  profileUpdateSchema,
} from "../../contract/profile.ts";
import type { IdentityCheck } from "../auth/identity-check.ts";
import { requireUser } from "../auth/session-middleware.ts";
import { attachmentDisposition } from "../http/content-disposition.ts";
import { jsonBody, jsonResponse, multipartBody } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { deletedResponse, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import { readUploadedFile } from "../http/upload.ts";
import { invalidImageMessage } from "../images/image-processor.ts";
import type { ProfileService } from "./service.ts";

const route = routesTagged(["profile"]);

/** The signed-in user's own profile, preferences, photo, data export and account deletion. */
export function profileRoutes(profile: ProfileService, checkIdentity: IdentityCheck) {
  return createRouter()
    .openapi(
      route("get", "/profile", {
        summary: "The signed-in user's profile and preferences",
        responses: { 200: jsonResponse(profileSchema, "The profile") },
      }),
      async (c) => {
        c.header("cache-control", "no-store");
        return c.json(await profile.get(requireUser(c)), 200);
      },
    )
    .openapi(
      ...route.json("patch", "/profile", {
        summary: "Change the display name and phone number",
        caller: "user",
        body: profileUpdateSchema,
        responses: { 200: jsonResponse(profileSchema, "The profile") },
        answer: (user, { body }) => profile.update(user, body),
      }),
    )
    .openapi(
      ...route.json("patch", "/profile/preferences", {
        summary: "Save notification switches and the theme (any subset)",
        caller: "user",
        body: preferencesUpdateSchema,
        responses: { 200: jsonResponse(preferencesSchema, "The preferences") },
        answer: (user, { body }) => profile.savePreferences(user, body),
      }),
    )
    .openapi(
      route("post", "/profile/photo", {
        summary: "Upload a new profile photo (multipart: file)",
        request: { body: multipartBody({ file: { description: "The photo", file: true, required: true } }) },
        responses: { 200: jsonResponse(profileSchema, "The profile") },
      }),
      async (c) => {
        const actor = requireUser(c);
        const file = await readUploadedFile(c, invalidImageMessage);
        return c.json(await profile.setPhoto(actor, file.data), 200);
      },
    )
    .openapi(
      ...route.json("delete", "/profile/photo", {
        summary: "Remove the profile photo",
        caller: "user",
        responses: { 200: jsonResponse(profileSchema, "The profile") },
        answer: (user) => profile.removePhoto(user),
      }),
    )
    .openapi(
      route("get", "/profile/export", {
        summary: "Download my data: a ZIP of everything the account holds (JSON, CSV and files)",
        responses: {
          ...errorResponses(429),
          200: { description: "The ZIP", content: { "application/zip": { schema: {} } } },
        },
      }),
      async (c) => {
        const { stream, fileName } = await profile.exportZip(requireUser(c));
        c.header("content-type", "application/zip");
        c.header("content-disposition", attachmentDisposition(fileName));
        c.header("cache-control", "private, no-store");
        return c.body(Readable.toWeb(stream) as ReadableStream, 200);
      },
    )
    .openapi(
      route("get", "/profile/upcoming-events", {
        summary:
          "Before deleting the account: its upcoming events, each with how many guests who replied could be told it is cancelled",
        responses: { 200: jsonResponse(upcomingCancellationsSchema, "The upcoming events") },
      }),
      async (c) => {
        c.header("cache-control", "no-store");
        return c.json({ events: await profile.upcomingEvents(requireUser(c)) }, 200);
      },
    )
    .openapi(
      route("post", "/profile/delete", {
        summary:
          "Delete the account and everything it owns (body: the account's e-mail, typed, and the current password unless the sign-in is fresh)",
        request: { body: jsonBody(accountDeletionSchema) },
        responses: deletedResponse,
      }),
      async (c) => {
        const input = c.req.valid("json");
        const actor = requireUser(c);
        // The same proof as an e-mail change: an open session alone must not be enough to destroy the account.
        await checkIdentity(c.req.raw.headers, input.password);
        await profile.deleteAccount(actor, input);
        return c.body(null, 204);
      },
    );
}
