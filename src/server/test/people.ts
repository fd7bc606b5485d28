import type { PersonRole } from "../../contract/people.ts";
import type { TestApp } from "./test-app.ts";

/** The secret of the newest place invitation mailed to `email` (read from the outbox, as its reader would). */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const mail = (await t.outbox())
    .reverse()
    .find((m) => m.to === email.toLowerCase() && m.subject.includes("help run"));
  const token = mail?.text.match(/\/dashboard\/join\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no place invitation mailed to ${email}`);
  return token;
}

/** The owner invites `email` onto the event as `role`; the invitation's token, from the mail. */
export async function invitePerson(
  t: TestApp,
  ownerCookie: string,
  eventId: string,
  email: string,
  role: PersonRole = "cohost",
): Promise<{ personId: string; token: string }> {
  const res = await t.request(`/api/events/${eventId}/people`, {
    json: { email, role },
    cookie: ownerCookie,
  });
  if (res.status !== 201) throw new Error(`invite answered ${res.status}: ${await res.text()}`);
  const person = (await res.json()) as { id: string };
  return { personId: person.id, token: await invitationToken(t, email) };
}

/** Invites the account onto the event as `role` and accepts as it: it then holds the place. */
export async function joinEvent(
  t: TestApp,
  ownerCookie: string,
  eventId: string,
  person: { email: string; cookie: string },
  role: PersonRole = "cohost",
): Promise<string> {
  const { personId, token } = await invitePerson(t, ownerCookie, eventId, person.email, role);
  const res = await t.request(`/api/people/invitations/${token}/accept`, {
    method: "POST",
    cookie: person.cookie,
  });
  if (res.status !== 200) throw new Error(`accept answered ${res.status}: ${await res.text()}`);
  return personId;
}
