import { all, hostTeam, type MatrixArea, randomEmail, row } from "../access-matrix-setup.ts";
import { fileForm } from "../sample-images.ts";

/** Guest lists, reply settings and the reply pages (a guest's token, or an open reply). */
export const guestRows: MatrixArea = (w) => {
  /** A path on a fresh guest of the private event: by its id, or by its reply token. */
  const onFreshGuest =
    (rest = "") =>
    async () =>
      `/api/guests/${(await w.freshGuest()).id}${rest}`;
  const onFreshReply =
    (rest = "") =>
    async () =>
      `/api/rsvp/${(await w.freshGuest()).token}${rest}`;
  const csv = (text: string) => fileForm(Buffer.from(text), "guests.csv", "text/csv");

  return {
    // Guest lists: the event's owner and co-hosts only (not admins, nor door staff: guests' contact data is the hosts').
    "GET /api/events/:id/guests": row(hostTeam(200), w.onPrivateEvent("/guests")),
    "POST /api/events/:id/guests": row(hostTeam(201), w.onPrivateEvent("/guests"), async () => ({
      json: { name: "New", email: randomEmail("n"), status: "invited" },
    })),
    "POST /api/events/:id/guests/delete": row(
      hostTeam(200),
      w.onPrivateEvent("/guests/delete"),
      async () => ({
        json: { ids: [(await w.freshGuest()).id] },
      }),
    ),
    "POST /api/events/:id/guests/import/preview": row(
      hostTeam(200),
      w.onPrivateEvent("/guests/import/preview"),
      async () => ({
        form: csv("name,email\nAsha,asha@example.com\n"),
      }),
    ),
    "POST /api/events/:id/guests/import": row(hostTeam(200), w.onPrivateEvent("/guests/import"), async () => {
      // The owner's preview gives the fingerprint; each caller then tries to import it.
      const text = `name,email\nAsha,${randomEmail("a")}\n`;
      const preview = await w.asOwner(`/api/events/${w.privateEvent.id}/guests/import/preview`, {
        form: csv(text),
      });
      const form = csv(text);
      form.append("fingerprint", ((await preview.json()) as { fingerprint: string }).fingerprint);
      return { form };
    }),
    "GET /api/events/:id/guests/contacts": row(hostTeam(200), w.onPrivateEvent("/guests/contacts")),
    "GET /api/events/:id/guests/export": row(hostTeam(200), w.onPrivateEvent("/guests/export")),
    "GET /api/events/:id/guests/stream": row(hostTeam(200), w.onPrivateEvent("/guests/stream")),
    "GET /api/guests/:guestId": row(hostTeam(200), onFreshGuest()),
    "PUT /api/guests/:guestId": row(hostTeam(200), onFreshGuest(), async () => ({
      json: { name: "Renamed", email: randomEmail("r"), status: "maybe" },
    })),
    "DELETE /api/guests/:guestId": row(hostTeam(204), onFreshGuest()),
    "GET /api/events/:id/rsvp-settings": row(hostTeam(200), w.onPrivateEvent("/rsvp-settings")),
    "PUT /api/events/:id/rsvp-settings": row(hostTeam(200), w.onFreshEvent("/rsvp-settings"), {
      json: {
        rsvpDeadline: null,
        capacity: 50,
        askMeal: true,
        mealOptions: ["Veg"],
        askDietary: true,
        hostMessage: "",
      },
    }),

    // Reply pages: the personal token is the key, whoever holds it (even on a private event).
    "GET /api/rsvp/:token": row(all(200), onFreshReply()),
    "PUT /api/rsvp/:token": row(all(200), onFreshReply(), { json: { response: "attending" } }),
    "GET /api/rsvp/:token/event.ics": row(all(200), onFreshReply("/event.ics")),
    "POST /api/rsvp/:token/unsubscribe": row(all(204), onFreshReply("/unsubscribe")),
    // Open replies exist only for public events; the private one refuses everyone.
    "GET /api/events/:id/rsvp": row(all(403), w.onPrivateEvent("/rsvp")),
    "POST /api/events/:id/rsvp": row(all(403), w.onPrivateEvent("/rsvp"), {
      json: { name: "Walk In", email: "walkin@example.com", response: "attending" },
    }),
  };
};
