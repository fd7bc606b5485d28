import { all, hostTeam, inAnHour, type MatrixArea, randomEmail, signedIn } from "../access-matrix-setup.ts";

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

  return {
    // Invitations: their event's owner and co-hosts only.
    "GET /api/invitations": {
      expect: signedIn,
      call: async () => ({ method: "GET", path: "/api/invitations" }),
    },
    "GET /api/invitations/recent": {
      expect: signedIn,
      call: async () => ({ method: "GET", path: "/api/invitations/recent" }),
    },
    "POST /api/invitations": {
      refusedByBody: "the event it is for is named in the body",
      // Another user (admin included) may not invite to the owner's event.
      expect: hostTeam(201),
      call: async () => ({
        method: "POST",
        path: "/api/invitations",
        json: {
          eventId: w.privateEvent.id,
          templateId: await w.templateId(),
          title: "Hi",
          message: "Come",
          type: "email",
          guestIds: [(await w.freshGuest()).id],
        },
      }),
    },
    "POST /api/invitations/preview": {
      refusedByBody: "the event it is for is named in the body",
      expect: hostTeam(200),
      call: async () => ({
        method: "POST",
        path: "/api/invitations/preview",
        json: { eventId: w.privateEvent.id, templateId: await w.templateId(), title: "Hi", message: "Come" },
      }),
    },
    "GET /api/invitations/:id": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/invitations/${(await freshInvitation()).id}` }),
    },
    "PUT /api/invitations/:id": {
      expect: hostTeam(200),
      call: async () => {
        const inv = await freshInvitation();
        const guest = await w.freshGuest();
        return {
          method: "PUT",
          path: `/api/invitations/${inv.id}`,
          json: {
            eventId: w.privateEvent.id,
            templateId: await w.templateId(),
            title: "Edited",
            message: "Still come",
            type: "email",
            guestIds: [guest.id],
          },
        };
      },
    },
    "DELETE /api/invitations/:id": {
      expect: hostTeam(204),
      call: async () => ({ method: "DELETE", path: `/api/invitations/${(await freshInvitation()).id}` }),
    },
    "POST /api/invitations/:id/send": {
      expect: hostTeam(200),
      call: async () => ({ method: "POST", path: `/api/invitations/${(await freshInvitation()).id}/send` }),
    },
    "POST /api/invitations/:id/schedule": {
      expect: hostTeam(200),
      call: async () => ({
        method: "POST",
        path: `/api/invitations/${(await freshInvitation()).id}/schedule`,
        json: { scheduledDate: inAnHour() },
      }),
    },
    "POST /api/invitations/:id/cancel-schedule": {
      expect: hostTeam(200),
      call: async () => ({
        method: "POST",
        path: `/api/invitations/${(await freshInvitation()).id}/cancel-schedule`,
      }),
    },
    "POST /api/invitations/:id/retry": {
      expect: hostTeam(200),
      call: async () => ({ method: "POST", path: `/api/invitations/${(await freshInvitation()).id}/retry` }),
    },
    "POST /api/invitations/:id/share": {
      expect: hostTeam(200),
      call: async () => ({ method: "POST", path: `/api/invitations/${(await freshInvitation()).id}/share` }),
    },
    "POST /api/invitations/:id/mark-sent": {
      expect: hostTeam(200),
      call: async () => ({
        method: "POST",
        path: `/api/invitations/${(await freshInvitation("whatsapp")).id}/mark-sent`,
        json: { guestIds: "all" },
      }),
    },
    "POST /api/invitations/:id/recipients/:guestId/sent": {
      expect: hostTeam(200),
      call: async () => {
        const inv = await freshInvitation("whatsapp");
        return { method: "POST", path: `/api/invitations/${inv.id}/recipients/${inv.guestId}/sent` };
      },
    },
    "DELETE /api/invitations/:id/recipients/:guestId/sent": {
      expect: hostTeam(200),
      call: async () => {
        const inv = await freshInvitation("whatsapp");
        return { method: "DELETE", path: `/api/invitations/${inv.id}/recipients/${inv.guestId}/sent` };
      },
    },
    "POST /api/invitations/:id/reminders": {
      expect: hostTeam(200),
      call: async () => {
        const inv = await scheduledInvitation();
        return { method: "POST", path: `/api/invitations/${inv.id}/reminders`, json: { sendAt: inAnHour() } };
      },
    },
    "DELETE /api/invitations/:id/reminders/:reminderId": {
      expect: hostTeam(200),
      call: async () => {
        const inv = await scheduledInvitation();
        const res = await w.asOwner(`/api/invitations/${inv.id}/reminders`, {
          json: { sendAt: inAnHour() },
        });
        const reminderId = ((await res.json()) as { reminders: { id: string }[] }).reminders[0].id;
        return { method: "DELETE", path: `/api/invitations/${inv.id}/reminders/${reminderId}` };
      },
    },

    // Shared invitation pages: the code (and a guest's token) is the key, once the host has shared it.
    "GET /api/invite/:code": {
      expect: all(200),
      call: async () => ({ method: "GET", path: `/api/invite/${(await sharedInvitation()).code}` }),
    },
    "GET /api/invite/:code/:token": {
      expect: all(200),
      call: async () => {
        const inv = await sharedInvitation();
        return { method: "GET", path: `/api/invite/${inv.code}/${inv.token}` };
      },
    },
    "POST /api/invite/:code/rsvp": {
      expect: all(200),
      call: async () => ({
        method: "POST",
        path: `/api/invite/${(await sharedInvitation()).code}/rsvp`,
        json: {
          name: "Link Guest",
          email: randomEmail("l"),
          response: "attending",
        },
      }),
    },
  };
};
