import { beforeAll, describe, expect, it } from "vitest";
import type { Event, EventInput } from "../../contract/events.ts";
import { eventPeople } from "../people/tables.ts";
import { type ApiDocument, documentedOperation } from "./documented-operation.ts";
import { joinEvent } from "./people.ts";
import { pngImage } from "./sample-images.ts";
import { createTestApp, signUp, signUpAdmin, type TestApp } from "./test-app.ts";

/**
 * The access matrix's machinery: every API route × every kind of caller, with the status each must
 * get. The rows live by area in test/access-matrix/; access-matrix.test.ts runs them all on one world
 * and checks that the areas together cover every route of the app.
 */
/**
 * Callers by their session. `cohost` and `door` hold accepted places on the owner's private event
 * (a co-host, a door-staff account); on everything else they are users like `other`.
 */
export type AccountActor = "anonymous" | "other" | "owner" | "admin" | "cohost" | "door";
/**
 * Callers without an account who hold a door link of the owner's door event: one that works, one
 * the host revoked. A link is a credential only where a path takes it (/api/door/{secret}/…); on
 * every other route its holder is a visitor, so a row that names no status for them expects the
 * anonymous caller's.
 */
export type LinkActor = "doorLink" | "revokedLink";
export type Actor = AccountActor | LinkActor;
export const actors: Actor[] = [
  "anonymous",
  "other",
  "owner",
  "admin",
  "cohost",
  "door",
  "doorLink",
  "revokedLink",
];
/** A request's body: JSON, or a multipart form. */
export type Body = { json?: unknown; form?: FormData };
/** A row's request: its method is the route's own, from the row's key ("GET /api/…"). */
export type Call = Body & { path: string };
export type Row = {
  expect: Record<AccountActor, number> & Partial<Record<LinkActor, number>>;
  /** The request; a door route puts the caller's link (or a wrong one) in its path. */
  call: (as: Actor) => Promise<Call>;
  /** Why a refusal here comes from the body itself (the event it names, the password it holds). */
  refusedByBody?: string;
};
export type MatrixRows = Record<string, Row>;
/** One area's rows, made on the world its calls will run in (read only when a call runs). */
export type MatrixArea = (w: MatrixWorld) => MatrixRows;

export const all = (status: number): Record<AccountActor, number> => ({
  anonymous: status,
  other: status,
  owner: status,
  admin: status,
  cohost: status,
  door: status,
});
export const signedIn: Record<AccountActor, number> = { ...all(200), anonymous: 401 };
/** The owner's alone: deleting the event, paying for it, managing its people (and an account's own things). */
export const ownerOnly = (ok: number): Record<AccountActor, number> => ({
  ...all(403),
  anonymous: 401,
  owner: ok,
});
/** Whoever runs the event with the owner's rights: the owner and a co-host; door staff are refused. */
export const hostTeam = (ok: number): Record<AccountActor, number> => ({ ...ownerOnly(ok), cohost: ok });
/** The door's own routes: the host team and door-staff accounts (who get the door link's redacted view). */
export const doorTeam = (ok: number): Record<AccountActor, number> => ({ ...hostTeam(ok), door: ok });
export const adminOnly = (ok: number): Record<AccountActor, number> => ({
  ...all(403),
  anonymous: 401,
  admin: ok,
});
/** The same answer for every signed-in caller, 401 for a visitor. */
export const signedInAll = (status: number): Record<AccountActor, number> => ({
  ...all(status),
  anonymous: 401,
});

/**
 * A row whose request is a path and a body: the path is fixed, or made when the call runs (the world
 * is open then, and a fresh fixture can be made for each caller); the body likewise.
 */
export function row(
  expect: Row["expect"],
  path: string | ((as: Actor) => string | Promise<string>),
  body: Body | (() => Promise<Body>) = {},
): Row {
  return {
    expect,
    call: async (as) => ({
      path: typeof path === "string" ? path : await path(as),
      ...(typeof body === "function" ? await body() : body),
    }),
  };
}

/** The app the matrix runs on: TRUST_PROXY so the deliberate wrong-password calls can come from their own address. */
export const matrixEnv = { ADMIN_EMAILS: "admin@example.com", TRUST_PROXY: "true" };

export const eventBody = (over: Partial<EventInput> = {}): EventInput => ({
  title: "Matrix event",
  description: "An event that exists to be poked at.",
  date: "2035-06-01",
  time: "10:00",
  location: "Pune",
  isPublic: false,
  timeZone: "Asia/Kolkata",
  ...over,
});

/** A random address, so that each fresh guest is a new one. */
export const randomEmail = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2)}@example.com`;

export const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** A fixture made on first use and shared by the calls after it. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** The form of a custom template (name, category, a small picture). */
export async function templateForm(name: string, category: string): Promise<FormData> {
  const form = new FormData();
  form.append("name", name);
  form.append("category", category);
  form.append("image", new File([new Uint8Array(await pngImage())], "t.png", { type: "image/png" }));
  return form;
}

/**
 * The callers and what they own: an owner with a private event, on which a co-host and a door-staff
 * account hold accepted places; another user; an admin. Filled in by open() before the first call;
 * the rows read it only when their calls run.
 */
export class MatrixWorld {
  t!: TestApp;
  readonly cookies: Partial<Record<Actor, string>> = {};
  /** The user ids of the co-host and the door-staff account. */
  readonly ids: Partial<Record<"cohost" | "door", string>> = {};
  privateEvent!: Event;

  async open(): Promise<void> {
    this.t = await createTestApp(matrixEnv);
    this.cookies.owner = (await signUp(this.t, "owner@example.com", "Owner")).cookie;
    this.cookies.other = (await signUp(this.t, "other@example.com", "Other")).cookie;
    this.cookies.admin = (await signUpAdmin(this.t, "admin@example.com", "Admin")).cookie;
    this.privateEvent = await this.freshEvent();
    // A co-host and a door-staff account, each invited onto the private event and accepted.
    for (const role of ["cohost", "door"] as const) {
      const email = `${role}@example.com`;
      const account = await signUp(this.t, email, role === "cohost" ? "Co-host" : "Door");
      this.cookies[role] = account.cookie;
      this.ids[role] = account.id;
      await joinEvent(
        this.t,
        this.cookies.owner!,
        this.privateEvent.id,
        { email, cookie: account.cookie },
        role,
      );
    }
  }

  close(): Promise<void> {
    return this.t.close();
  }

  /** Sends a request as the owner; `form` goes as a multipart body. */
  async asOwner(
    path: string,
    init: { method?: string; json?: unknown; form?: FormData } = {},
  ): Promise<Response> {
    if (!init.form) return this.t.request(path, { ...init, cookie: this.cookies.owner });
    return await this.t.app.request(path, {
      method: init.method ?? "POST",
      body: init.form,
      headers: { cookie: this.cookies.owner ?? "", origin: this.t.config.publicUrl },
    });
  }

  /** A path on the private event, made when a call runs (`rest` after its id: "/guests"). */
  onPrivateEvent(rest = ""): () => string {
    return () => `/api/events/${this.privateEvent.id}${rest}`;
  }

  /** A path on a fresh event of the owner's (see freshEvent), for a call that changes or deletes it. */
  onFreshEvent(rest = ""): () => Promise<string> {
    return async () => `/api/events/${(await this.freshEvent()).id}${rest}`;
  }

  /**
   * A fresh private event of the owner, for calls that change or delete it. The co-host and the
   * door-staff account hold places on it too (written straight to the table: the invitation flow
   * itself runs once, for the private event, in open()).
   */
  async freshEvent(): Promise<Event> {
    const event = (await (await this.asOwner("/api/events", { json: eventBody() })).json()) as Event;
    if (this.ids.cohost && this.ids.door) await this.givePlaces(event.id);
    return event;
  }

  /** Accepted places on the event for the co-host and the door-staff account; the co-host's row id. */
  async givePlaces(eventId: string): Promise<string> {
    const rows = await this.t.db
      .insert(eventPeople)
      .values(
        (["cohost", "door"] as const).map((role) => ({
          eventId,
          role,
          email: `${role}@example.com`,
          userId: this.ids[role],
          inviteTokenHash: `${role}-${eventId}`,
          acceptedAt: new Date(),
        })),
      )
      .returning({ id: eventPeople.id, role: eventPeople.role });
    return rows.find((r) => r.role === "cohost")!.id;
  }

  /** A fresh guest on the owner's private event; its id and reply token. */
  async freshGuest(): Promise<{ id: string; token: string; eventId: string }> {
    const res = await this.asOwner(`/api/events/${this.privateEvent.id}/guests`, {
      json: { name: "Guest", email: randomEmail("g"), status: "invited" },
    });
    const g = (await res.json()) as { id: string; rsvpPath: string };
    return { id: g.id, token: g.rsvpPath.split("/").pop()!, eventId: this.privateEvent.id };
  }

  /** A fresh custom template of the owner; its id. */
  async freshTemplate(name = "Fresh"): Promise<string> {
    const res = await this.asOwner("/api/templates", { form: await templateForm(name, "other") });
    return ((await res.json()) as { id: string }).id;
  }

  /** The owner's own template that invitations are made with, made on first use. */
  readonly templateId = once(() => this.freshTemplate("Owner's own"));
}

/** The app's own list of API routes, as "METHOD path" (middleware excluded). */
export function appRoutes(t: TestApp): string[] {
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/")) continue;
    seen.add(`${r.method} ${r.path}`);
  }
  return [...seen].sort();
}

/** Sends a row's call as `actor`, each actor from an address of its own; `body` replaces the call's. */
async function send(
  w: MatrixWorld,
  method: string,
  call: Call,
  actor: Actor,
  body?: string | FormData,
): Promise<Response> {
  const headers: Record<string, string> = {
    origin: w.t.config.publicUrl,
    "x-forwarded-for": `198.51.100.${actors.indexOf(actor)}`,
  };
  const cookie = w.cookies[actor];
  if (cookie) headers.cookie = cookie;
  if (call.json !== undefined) headers["content-type"] = "application/json";
  return await w.t.app.request(call.path, {
    method,
    headers,
    body: body ?? call.form ?? (call.json !== undefined ? JSON.stringify(call.json) : undefined),
  });
}

/** A row's method: its key is the route, "METHOD /api/…". */
const methodOf = (route: string) => route.split(" ")[0];

/** The status a row expects for a caller: a link holder is a visitor wherever the row says nothing of links. */
export const expected = (row: Row, actor: Actor): number => row.expect[actor] ?? row.expect.anonymous;

/** Runs one area's rows: each route as each caller, then each refusal again with a bad body. */
export function describeMatrix(area: MatrixArea, w: MatrixWorld): void {
  // `w` is opened and closed by the caller: access-matrix.test.ts runs every area on one world.
  const matrix = area(w);
  let apiDocument: ApiDocument;

  describe("access matrix", () => {
    beforeAll(async () => {
      apiDocument = await (await w.t.request("/api/openapi.json")).json();
    });

    const cases = Object.entries(matrix).flatMap(([route, row]) =>
      actors.map((actor) => [route, actor, row] as const),
    );
    it.each(cases)("%s as %s", async (route, actor, row) => {
      const method = methodOf(route);
      const call = await row.call(actor);
      const res = await send(w, method, call, actor);
      expect(res.status, `${method} ${call.path} as ${actor}`).toBe(expected(row, actor));
      // What the route answered is what the OpenAPI document says it may answer.
      const operation = documentedOperation(apiDocument, method, call.path);
      if (operation) {
        expect(Object.keys(operation.responses), `${method} ${call.path} in the OpenAPI document`).toContain(
          String(res.status),
        );
      }
    });

    // Who you are, then whether you may, then the body: a caller refused with a good body is refused
    // the same way with a bad one, and never learns the schema's fields (docs/security.md).
    const refusals = cases.filter(
      ([, actor, row]) => !row.refusedByBody && [401, 402, 403, 404, 410].includes(expected(row, actor)),
    );
    it.each(refusals)("%s as %s: refused before its body is read", async (route, actor, row) => {
      const method = methodOf(route);
      const call = await row.call(actor);
      if (call.json === undefined && call.form === undefined) return;
      const bad = new FormData();
      bad.append("unexpected", "field");
      const res = await send(w, method, call, actor, call.json !== undefined ? JSON.stringify([0]) : bad);
      expect(res.status, `${method} ${call.path} as ${actor} with a bad body`).toBe(expected(row, actor));
    });
  });
}
