import fs from "node:fs/promises";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { stream } from "hono/streaming";
import {
  fingerprintField,
  importMessages,
  importPreviewSchema,
  importReportSchema,
  updateExistingField,
} from "../../contract/guest-import.ts";
import {
  type GuestPage,
  guestContactsSchema,
  guestIdsSchema,
  guestInputSchema,
  guestListQuerySchema,
  guestMessages,
  guestPageSchema,
  guestSchema,
  guestVersionHeader,
} from "../../contract/guests.ts";
import { type PersonAnswer, partyPeople } from "../../contract/party.ts";
import { sessionUserTopic } from "../auth/session-cache.ts";
import { eventRowTopic } from "../events/service.ts";
import type { AnswerCache } from "../http/answer-cache.ts";
import { AppError } from "../http/app-error.ts";
import { streamCsv } from "../http/csv-writer.ts";
import { fieldOf } from "../http/multipart.ts";
import { jsonBody, jsonResponse, multipartBody } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { deletedResponse, idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import { readUploadedFile } from "../http/upload.ts";
import { changeStreamRoute } from "../realtime/change-stream-route.ts";
import { guestsTopic, type Realtime } from "../realtime/realtime.ts";
import { partsColumn } from "./csv-import.ts";
import type { GuestRow } from "./guest-row.ts";
import type { GuestsService } from "./service.ts";

const guestParam = z.object({ guestId: z.uuid() });
const route = routesTagged(["guests"]);
const exportColumns = [
  "name",
  "email",
  "phone",
  "category",
  "status",
  "plus_ones",
  "meal_choice",
  "dietary_notes",
  "plus_one_meals",
  "plus_one_dietary_notes",
  "note_to_host",
  "responded_at",
];

/** "Asha: Vegetarian; Ravi: Non-veg": the +1s who answered, each with their answer. */
const plusOnesSaying = (r: GuestRow, answer: keyof PersonAnswer) =>
  partyPeople(r)
    .slice(1)
    .filter((p) => p[answer])
    .map((p) => `${p.name}: ${p[answer]}`)
    .join("; ");

/** The uploaded guest CSV (multipart field `file`) and the host's choice for guests already on the list. */
async function readGuestCsv(c: Context) {
  const file = await readUploadedFile(c, guestMessages.csvInvalid);
  // Spreadsheets save CSV under several types; the name or the type must say CSV.
  if (!/\.csv$/i.test(file.name) && !/^(text\/csv|application\/(vnd\.ms-excel|csv))$/.test(file.type)) {
    throw new AppError("unsupported_media_type", guestMessages.csvInvalid);
  }
  const updateExisting = fieldOf(file.form, updateExistingField) === "true";
  // Within maxUploadBytes: the parser wants the text whole.
  return { csv: await fs.readFile(file.data.path), updateExisting, form: file.form };
}

export function guestsRoutes(guests: GuestsService, realtime: Realtime, answers: AnswerCache) {
  // A refused body is answered as the host check of the path's event or guest would be, first.
  return createRouter((c) => {
    const actor = c.get("user");
    const { id, guestId } = c.req.param();
    if (guestId) return guests.get(actor, guestId);
    return id && guests.ownedEvent(actor, id, guestMessages.noPermissionEdit);
  })
    .openapi(
      route("get", "/events/{id}/guests", {
        summary: "A page of an event's guests with status counts (host only)",
        request: { params: idParam, query: guestListQuerySchema },
        responses: { 200: jsonResponse(guestPageSchema, "One page of guests") },
      }),
      async (c) => {
        const user = c.get("user");
        const id = c.req.valid("param").id;
        const read = () => guests.list(user, id, c.req.valid("query"));
        if (!user) return c.json(await read(), 200);
        // Kept per user and query until the event, its guests or the user changes.
        return answers.send<GuestPage>(
          c,
          `${user.id} ${c.req.url}`,
          [sessionUserTopic(user.id), guestsTopic(id), eventRowTopic(id)],
          async () => ({ answer: await read() }),
        );
      },
    )
    .openapi(
      route("get", "/events/{id}/guests/contacts", {
        summary: "Every guest of the event with name, contact, category and status, by name (host only)",
        request: { params: idParam },
        responses: { 200: jsonResponse(guestContactsSchema, "All the event's guests") },
      }),
      async (c) => c.json({ items: await guests.contacts(c.get("user"), c.req.valid("param").id) }, 200),
    )
    .openapi(
      ...route.byId("post", "/events/{id}/guests", {
        summary: "Add a guest (host only)",
        body: guestInputSchema,
        responses: { 201: jsonResponse(guestSchema, "The new guest") },
        answer: (user, id, body) => guests.add(user, id, body),
      }),
    )
    .openapi(
      route("post", "/events/{id}/guests/delete", {
        summary: "Delete several guests at once (host only)",
        request: { params: idParam, body: jsonBody(guestIdsSchema) },
        responses: { 200: jsonResponse(z.object({ removed: z.number().int() }), "How many were deleted") },
      }),
      async (c) => {
        const removed = await guests.remove(c.get("user"), c.req.valid("param").id, c.req.valid("json").ids);
        return c.json({ removed }, 200);
      },
    )
    .openapi(
      route("post", "/events/{id}/guests/import/preview", {
        summary:
          "What importing a guest CSV would do, writing nothing (multipart: `file`; `updateExisting`=true to change names and statuses of guests already on the list)",
        request: {
          body: multipartBody({
            file: { description: "The guest list as CSV", file: true, required: true },
            updateExisting: {
              description: "`true` to change names and statuses of guests already on the list",
            },
          }),
          params: idParam,
        },
        responses: {
          ...errorResponses(429),
          200: jsonResponse(importPreviewSchema, "New guests, updates and skipped rows with reasons"),
        },
      }),
      async (c) => {
        // The service refuses strangers and a second import before the upload is read.
        const preview = await guests.previewCsv(c.get("user"), c.req.valid("param").id, () =>
          readGuestCsv(c),
        );
        return c.json(preview, 200);
      },
    )
    .openapi(
      route("post", "/events/{id}/guests/import", {
        summary:
          "Import a guest CSV as previewed (multipart: the same `file` and `updateExisting`, and the preview's `fingerprint`); 409 when the plan changed since the preview",
        request: {
          body: multipartBody({
            file: { description: "The same CSV as previewed", file: true, required: true },
            updateExisting: { description: "As in the preview" },
            fingerprint: { description: "The preview's `fingerprint`", required: true },
          }),
          params: idParam,
        },
        responses: {
          ...errorResponses(429),
          200: jsonResponse(importReportSchema, "What was inserted, updated and skipped"),
        },
      }),
      async (c) => {
        const report = await guests.importCsv(c.get("user"), c.req.valid("param").id, async () => {
          const { form, ...upload } = await readGuestCsv(c);
          const fingerprint = fieldOf(form, fingerprintField);
          if (typeof fingerprint !== "string" || fingerprint === "")
            throw new AppError("validation_failed", importMessages.previewFirst);
          return { ...upload, fingerprint };
        });
        return c.json(report, 200);
      },
    )
    .openapi(
      route("get", "/events/{id}/guests/export", {
        summary: "The guests matching a filter as CSV (host only)",
        request: {
          params: idParam,
          query: guestListQuerySchema.pick({ search: true, status: true, partId: true }),
        },
        responses: { 200: { description: "CSV", content: { "text/csv": { schema: z.string() } } } },
      }),
      async (c) => {
        const eventId = c.req.valid("param").id;
        const rows = guests.exportRows(c.get("user"), eventId, c.req.valid("query"));
        // Pull the first row now, so a refusal still becomes a proper error answer.
        const first = await rows.next();
        // An event in parts: the parts each guest is invited to, as the import reads them back.
        const inParts = (await guests.partsOf(eventId)).length > 0;
        c.header("content-type", "text/csv; charset=utf-8");
        c.header("content-disposition", 'attachment; filename="guests.csv"');
        const cells = (r: GuestRow & { partNames: string[] }) => [
          r.name,
          r.email,
          r.phone,
          r.category,
          r.status,
          r.plusOnes.join("; "),
          r.mealChoice,
          r.dietaryNotes,
          plusOnesSaying(r, "mealChoice"),
          plusOnesSaying(r, "dietaryNotes"),
          r.noteToHost,
          r.respondedAt?.toISOString() ?? "",
          ...(inParts ? [r.partNames.join("; ")] : []),
        ];
        async function* lines() {
          if (!first.done && first.value) yield cells(first.value);
          for await (const r of rows) yield cells(r);
        }
        const columns = inParts ? [...exportColumns, partsColumn] : exportColumns;
        return stream(c, (s) => streamCsv(s, columns, lines()));
      },
    )
    .openapi(
      ...changeStreamRoute(
        route,
        "/events/{id}/guests/stream",
        "Server-sent events: 'guests' whenever the event's guest list changes (host only)",
        { realtime, open: (user, id) => guests.openStream(user, id), topic: guestsTopic, event: "guests" },
      ),
    )
    .openapi(
      route("get", "/guests/{guestId}", {
        summary: "One guest (host only)",
        request: { params: guestParam },
        responses: { 200: jsonResponse(guestSchema, "The guest") },
      }),
      async (c) => c.json(await guests.get(c.get("user"), c.req.valid("param").guestId), 200),
    )
    .openapi(
      route("put", "/guests/{guestId}", {
        summary:
          'Edit a guest (host only); with `If-Match: "<updatedAt>"`, 409 when the guest changed since that version',
        request: { params: guestParam, body: jsonBody(guestInputSchema) },
        responses: { 200: jsonResponse(guestSchema, "The guest") },
      }),
      async (c) => {
        const { guestId } = c.req.valid("param");
        const version = c.req.header(guestVersionHeader)?.match(/^"(.+)"$/)?.[1];
        if (version !== undefined && Number.isNaN(Date.parse(version))) {
          throw new AppError("bad_request", `${guestVersionHeader} must be the guest's "updatedAt"`);
        }
        return c.json(await guests.update(c.get("user"), guestId, c.req.valid("json"), version), 200);
      },
    )
    .openapi(
      route("delete", "/guests/{guestId}", {
        summary: "Delete a guest (host only)",
        request: { params: guestParam },
        responses: deletedResponse,
      }),
      async (c) => {
        const guest = await guests.get(c.get("user"), c.req.valid("param").guestId);
        await guests.remove(c.get("user"), guest.eventId, [guest.id]);
        return c.body(null, 204);
      },
    );
}
