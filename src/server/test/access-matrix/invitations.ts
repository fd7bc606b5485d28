import {
  all,
  hostTeam,
  inAnHour,
  type MatrixArea,
  randomEmail,
  row,
  signedIn,
} from "../access-matrix-setup.ts";

/** Invitations (their event's: its owner's and co-hosts') and the shared invitation pages (the code's holder's). */
export const invitationRows: MatrixArea = (w) => {
  /** A fresh invitation of the owner to one fresh guest of the private event. */
  async function freshInvitation(
    type: "email" | "whatsapp" = "email",
  ): Promise<{ id: string; code: string; token: string; guestId: string }> {
    const guest = await w.freshGuest();
    const res = await w.asOwner("/api/invitations", {
      json: {
        eventId: w.privateEvent.id,
        templateId: await w.templateId(),
        title: "Hello",
        message: "Come!",
        type,
        guestIds: [guest.id],
      },
    });
    const inv = (await res.json()) as { id: string; uniqueCode: string };
    return { id: inv.id, code: inv.uniqueCode, token: guest.token, guestId: guest.id };
  }

  /** A fresh invitation scheduled an hour ahead (reminders go only with a scheduled one). */
  async function scheduledInvitation() {
    const inv = await freshInvitation();
    await w.asOwner(`/api/invitations/${inv.id}/schedule`, { json: { scheduledDate: inAnHour() } });
    return inv;
  }

  /** A fresh invitation whose link the owner has shared (a draft's code opens only then). */
  async function sharedInvitation() {
    const inv = await freshInvitation();
    await w.asOwner(`/api/invitations/${inv.id}/share`, { method: "POST" });
    return inv;
  }

  /** A path on a fresh invitation (of the given type): `/api/invitations/{id}…`. */
  const onFresh =
    (rest = "", type: "email" | "whatsapp" = "email") =>
    async () =>
      `/api/invitations/${(await freshInvitation(type)).id}${rest}`;
  /** A fresh WhatsApp invitation's mark that it went to its guest. */
  const onFreshSentMark = async () => {
    const inv = await freshInvitation("whatsapp");
    return `/api/invitations/${inv.id}/recipients/${inv.guestId}/sent`;
  };
  /** An invitation's body for the private event, to fresh guests. */
  const invitationBody = async (title: string, message: string) => ({
    json: {
      eventId: w.privateEvent.id,
      templateId: await w.templateId(),
      title,
      message,
      type: "email",
      guestIds: [(await w.freshGuest()).id],
    },
  });

  return {
    // Invitations: their event's owner and co-hosts only.
    "GET /api/invitations": row(signedIn, "/api/invitations"),
    "GET /api/invitations/recent": row(signedIn, "/api/invitations/recent"),
    "POST /api/invitations": {
      refusedByBody: "the event it is for is named in the body",
      // Another user (admin included) may not invite to the owner's event.
      ...row(hostTeam(201), "/api/invitations", () => invitationBody("Hi", "Come")),
    },
    "POST /api/invitations/preview": {
      refusedByBody: "the event it is for is named in the body",
      ...row(hostTeam(200), "/api/invitations/preview", async () => ({
        json: { eventId: w.privateEvent.id, templateId: await w.templateId(), title: "Hi", message: "Come" },
      })),
    },
    "GET /api/invitations/:id": row(hostTeam(200), onFresh()),
    "PUT /api/invitations/:id": row(hostTeam(200), onFresh(), () => invitationBody("Edited", "Still come")),
    "DELETE /api/invitations/:id": row(hostTeam(204), onFresh()),
    "POST /api/invitations/:id/send": row(hostTeam(200), onFresh("/send")),
    "POST /api/invitations/:id/schedule": row(hostTeam(200), onFresh("/schedule"), async () => ({
      json: { scheduledDate: inAnHour() },
    })),
    "POST /api/invitations/:id/cancel-schedule": row(hostTeam(200), onFresh("/cancel-schedule")),
    "POST /api/invitations/:id/retry": row(hostTeam(200), onFresh("/retry")),
    "POST /api/invitations/:id/share": row(hostTeam(200), onFresh("/share")),
    "POST /api/invitations/:id/mark-sent": row(hostTeam(200), onFresh("/mark-sent", "whatsapp"), {
      json: { guestIds: "all" },
    }),
    "POST /api/invitations/:id/recipients/:guestId/sent": row(hostTeam(200), onFreshSentMark),
    "DELETE /api/invitations/:id/recipients/:guestId/sent": row(hostTeam(200), onFreshSentMark),
    "POST /api/invitations/:id/reminders": row(
      hostTeam(200),
      async () => `/api/invitations/${(await scheduledInvitation()).id}/reminders`,
      async () => ({ json: { sendAt: inAnHour() } }),
    ),
    "DELETE /api/invitations/:id/reminders/:reminderId": row(hostTeam(200), async () => {
      const inv = await scheduledInvitation();
      const res = await w.asOwner(`/api/invitations/${inv.id}/reminders`, {
        json: { sendAt: inAnHour() },
      });
      const reminderId = ((await res.json()) as { reminders: { id: string }[] }).reminders[0].id;
      return `/api/invitations/${inv.id}/reminders/${reminderId}`;
    }),

    // Shared invitation pages: the code (and a guest's token) is the key, once the host has shared it.
    "GET /api/invite/:code": row(all(200), async () => `/api/invite/${(await sharedInvitation()).code}`),
    "GET /api/invite/:code/:token": row(all(200), async () => {
      const inv = await sharedInvitation();
      return `/api/invite/${inv.code}/${inv.token}`;
    }),
    "POST /api/invite/:code/rsvp": row(
      all(200),
      async () => `/api/invite/${(await sharedInvitation()).code}/rsvp`,
      async () => ({ json: { name: "Link Guest", email: randomEmail("l"), response: "attending" } }),
    ),
  };
};
