import { all, hostTeam, type MatrixArea, randomEmail } from "../access-matrix-setup.ts";
import { fileForm } from "../sample-images.ts";

/** Guest lists, reply settings and the reply pages (a guest's token, or an open reply). */
export const guestRows: MatrixArea = (w) => ({
  // Guest lists: the event's owner and co-hosts only (not admins, nor door staff: guests' contact data is the hosts').
  "GET /api/events/:id/guests": {
    expect: hostTeam(200),
    call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/guests` }),
  },
  "POST /api/events/:id/guests": {
    expect: hostTeam(201),
    call: async () => ({
      method: "POST",
      path: `/api/events/${w.privateEvent.id}/guests`,
      json: { name: "New", email: randomEmail("n"), status: "invited" },
    }),
  },
  "POST /api/events/:id/guests/delete": {
    expect: hostTeam(200),
    call: async () => ({
      method: "POST",
      path: `/api/events/${w.privateEvent.id}/guests/delete`,
      json: { ids: [(await w.freshGuest()).id] },
    }),
  },
  "POST /api/events/:id/guests/import/preview": {
    expect: hostTeam(200),
    call: async () => ({
      method: "POST",
      path: `/api/events/${w.privateEvent.id}/guests/import/preview`,
      form: fileForm(Buffer.from("name,email\nAsha,asha@example.com\n"), "guests.csv", "text/csv"),
    }),
  },
  "POST /api/events/:id/guests/import": {
    expect: hostTeam(200),
    call: async () => {
      // The owner's preview gives the fingerprint; each caller then tries to import it.
      const csv = Buffer.from(`name,email\nAsha,${randomEmail("a")}\n`);
      const preview = await w.asOwner(`/api/events/${w.privateEvent.id}/guests/import/preview`, {
        form: fileForm(csv, "guests.csv", "text/csv"),
      });
      const form = fileForm(csv, "guests.csv", "text/csv");
      form.append("fingerprint", ((await preview.json()) as { fingerprint: string }).fingerprint);
      return { method: "POST", path: `/api/events/${w.privateEvent.id}/guests/import`, form };
    },
  },
  "GET /api/events/:id/guests/contacts": {
    expect: hostTeam(200),
    call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/guests/contacts` }),
  },
  "GET /api/events/:id/guests/export": {
    expect: hostTeam(200),
    call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/guests/export` }),
  },
  "GET /api/events/:id/guests/stream": {
    expect: hostTeam(200),
    call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/guests/stream` }),
  },
  "GET /api/guests/:guestId": {
    expect: hostTeam(200),
    call: async () => ({ method: "GET", path: `/api/guests/${(await w.freshGuest()).id}` }),
  },
  "PUT /api/guests/:guestId": {
    expect: hostTeam(200),
    call: async () => ({
      method: "PUT",
      path: `/api/guests/${(await w.freshGuest()).id}`,
      json: {
        name: "Renamed",
        email: randomEmail("r"),
        status: "maybe",
      },
    }),
  },
  "DELETE /api/guests/:guestId": {
    expect: hostTeam(204),
    call: async () => ({ method: "DELETE", path: `/api/guests/${(await w.freshGuest()).id}` }),
  },
  "GET /api/events/:id/rsvp-settings": {
    expect: hostTeam(200),
    call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/rsvp-settings` }),
  },
  "PUT /api/events/:id/rsvp-settings": {
    expect: hostTeam(200),
    call: async () => ({
      method: "PUT",
      path: `/api/events/${(await w.freshEvent()).id}/rsvp-settings`,
      json: {
        rsvpDeadline: null,
        capacity: 50,
        askMeal: true,
        mealOptions: ["Veg"],
        askDietary: true,
        hostMessage: "",
      },
    }),
  },

  // Reply pages: the personal token is the key, whoever holds it (even on a private event).
  "GET /api/rsvp/:token": {
    expect: all(200),
    call: async () => ({ method: "GET", path: `/api/rsvp/${(await w.freshGuest()).token}` }),
  },
  "PUT /api/rsvp/:token": {
    expect: all(200),
    call: async () => ({
      method: "PUT",
      path: `/api/rsvp/${(await w.freshGuest()).token}`,
      json: { response: "attending" },
    }),
  },
  "GET /api/rsvp/:token/event.ics": {
    expect: all(200),
    call: async () => ({ method: "GET", path: `/api/rsvp/${(await w.freshGuest()).token}/event.ics` }),
  },
  "POST /api/rsvp/:token/unsubscribe": {
    expect: all(204),
    call: async () => ({ method: "POST", path: `/api/rsvp/${(await w.freshGuest()).token}/unsubscribe` }),
  },
  // Open replies exist only for public events; the private one refuses everyone.
  "GET /api/events/:id/rsvp": {
    expect: all(403),
    call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/rsvp` }),
  },
  "POST /api/events/:id/rsvp": {
    expect: all(403),
    call: async () => ({
      method: "POST",
      path: `/api/events/${w.privateEvent.id}/rsvp`,
      json: { name: "Walk In", email: "walkin@example.com", response: "attending" },
    }),
  },
});
