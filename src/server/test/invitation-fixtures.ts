import type { Guest } from "../../contract/guests.ts";
import type { InvitationDetail } from "../../contract/invitations.ts";
import { pngImage } from "./sample-images.ts";
import type { signUp, TestApp } from "./test-app.ts";

type Host = Awaited<ReturnType<typeof signUp>>;

/** People for eventWithGuests, each with an e-mail at example.com named after them and no phone. */
export const mailable = (...names: string[]): [string, string, null][] =>
  names.map((name) => [name, `${name.toLowerCase()}@example.com`, null]);

/** An event of `host` with guests made from `people` (name, e-mail or null, phone or null). */
export async function eventWithGuests(
  t: TestApp,
  host: Host,
  people: [string, string | null, string | null][],
) {
  const event = (await (
    await t.request("/api/events", {
      cookie: host.cookie,
      json: {
        title: "Mehendi Night",
        description: "Henna, music and food.",
        date: "2031-02-14",
        time: "19:00",
        location: "Udaipur",
        isPublic: false,
        timeZone: "Asia/Kolkata",
      },
    })
  ).json()) as { id: string };
  const guests: Guest[] = [];
  for (const [name, email, phone] of people) {
    const res = await t.request(`/api/events/${event.id}/guests`, {
      cookie: host.cookie,
      // The guest form requires an e-mail; a guest without one comes in through a direct insert below.
      json: { name, email: email ?? `${name.toLowerCase()}@placeholder.example`, phone, status: "invited" },
    });
    const guest = (await res.json()) as Guest;
    if (!email) {
      const { guests: table } = await import("../db/schema.ts");
      const { eq } = await import("drizzle-orm");
      await t.db.update(table).set({ email: null }).where(eq(table.id, guest.id));
      guest.email = null;
    }
    guests.push(guest);
  }
  return { eventId: event.id, guests };
}

/** A custom template of `host`, made through the API. */
export async function customTemplate(t: TestApp, host: Host): Promise<string> {
  const form = new FormData();
  form.append("name", "Garden Party");
  form.append("category", "other");
  form.append(
    "image",
    new File([new Uint8Array(await pngImage(600, 900))], "garden.png", { type: "image/png" }),
  );
  const res = await t.app.request("/api/templates", {
    method: "POST",
    body: form,
    headers: { cookie: host.cookie, origin: t.config.publicUrl },
  });
  return ((await res.json()) as { id: string }).id;
}

export async function draft(
  t: TestApp,
  host: Host,
  body: {
    eventId: string;
    templateId: string;
    guestIds: string[];
    type?: "email" | "whatsapp" | "link";
    replyToHost?: boolean;
  },
): Promise<InvitationDetail> {
  const res = await t.request("/api/invitations", {
    cookie: host.cookie,
    json: {
      title: "Invitation to Mehendi Night",
      message: "Dear friends,\n\nPlease join us!",
      type: "email",
      ...body,
    },
  });
  if (res.status !== 201) throw new Error(`draft failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * A link invitation of `host`'s event to these guests, shared: its code opens /invite/{code}, and
 * each guest's own link /invite/{code}/{token}. A custom template of the host's when none is given.
 */
export async function sharedLinkInvitation(
  t: TestApp,
  host: Host,
  eventId: string,
  guestIds: string[],
  templateId?: string,
): Promise<InvitationDetail> {
  const inv = await draft(t, host, {
    eventId,
    templateId: templateId ?? (await customTemplate(t, host)),
    guestIds,
    type: "link",
  });
  await t.request(`/api/invitations/${inv.id}/share`, { method: "POST", cookie: host.cookie });
  return inv;
}

/** Polls an invitation until `done` holds (jobs send in the background). */
export async function waitFor(
  t: TestApp,
  host: Host,
  id: string,
  done: (d: InvitationDetail) => boolean,
  timeoutMs = 15_000,
): Promise<InvitationDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const d = (await (
      await t.request(`/api/invitations/${id}`, { cookie: host.cookie })
    ).json()) as InvitationDetail;
    if (done(d)) return d;
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting; last state: ${JSON.stringify(d.recipients.map((r) => r.state))} ${d.status}`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}
