import {
  attendeeReminderInputSchema,
  attendeeReminderListSchema,
  messageDetailSchema,
  messageInputSchema,
  messageListSchema,
} from "../../contract/messages.ts";
import { jsonResponse } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { MessagesService } from "./service.ts";

const route = routesTagged(["messages"]);
const detail = jsonResponse(messageDetailSchema, "The message with each recipient's delivery");
const reminderList = jsonResponse(
  attendeeReminderListSchema,
  "The event's reminders to the guests who are coming",
);

export function messagesRoutes(messages: MessagesService) {
  const whatsapp = route.recipientMark("/messages/{id}/recipients/{guestId}/whatsapp", {
    on: "WhatsApp: the host opened this guest's message, so it counts as sent",
    off: "WhatsApp: undo marking this guest's message as sent",
    responses: { 200: detail },
    mark: (user, id, guestId, sent) => messages.markWhatsapp(user, id, guestId, sent),
  });
  // A refused body is answered as the host check of the path's event or message would be, first.
  return createRouter(async (c) => {
    const id = c.req.param("id");
    if (!id) return;
    const actor = c.get("user");
    if (c.req.path.startsWith("/api/events/")) await messages.mayManageEvent(actor, id);
    else await messages.mayManageMessage(actor, id);
  })
    .openapi(
      ...route.byId("get", "/events/{id}/messages", {
        summary: "The host's messages to the event's guests, newest first, each with every guest's delivery",
        responses: { 200: jsonResponse(messageListSchema, "The messages and how many may still go today") },
        answer: (user, id) => messages.list(user, id),
      }),
    )
    .openapi(
      ...route.byId("post", "/events/{id}/messages", {
        summary:
          "Send a message to a part of the guest list: e-mail from a job, WhatsApp for the host to open guest by guest",
        body: messageInputSchema,
        // Over the day's messages for this event: 429, with the message saying so.
        responses: { 201: detail, ...errorResponses(429) },
        answer: (user, id, body) => messages.send(user, id, body),
      }),
    )
    .openapi(
      ...route.byId("get", "/messages/{id}", {
        summary: "One message with each recipient's delivery (delivered, opened, sent)",
        responses: { 200: detail },
        answer: (user, id) => messages.get(user, id),
      }),
    )
    .openapi(...whatsapp.on)
    .openapi(...whatsapp.off)
    .openapi(
      ...route.byId("get", "/events/{id}/attendee-reminders", {
        summary: "The reminders to the event's Going (and Maybe) guests, by send time",
        responses: { 200: reminderList },
        answer: (user, id) => messages.attendeeReminders(user, id),
      }),
    )
    .openapi(
      ...route.byId("post", "/events/{id}/attendee-reminders", {
        summary: "Schedule a reminder to the Going (optionally Maybe) guests: the day before or on the day",
        body: attendeeReminderInputSchema,
        // One scheduled reminder per timing.
        responses: { 201: reminderList, ...errorResponses(409) },
        answer: (user, id, body) => messages.scheduleAttendeeReminder(user, id, body),
      }),
    )
    .openapi(
      ...route.byId("delete", "/attendee-reminders/{id}", {
        summary: "Cancel a scheduled reminder to the guests who are coming",
        responses: { 200: reminderList },
        answer: (user, id) => messages.cancelAttendeeReminder(user, id),
      }),
    );
}
