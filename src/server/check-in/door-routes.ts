import type { RouteConfig, RouteHandler, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  checkInRequestSchema,
  doorGuestListSchema,
  doorGuestSchema,
  doorOutcomeSchema,
  doorPartQuerySchema,
  doorSearchResultSchema,
  doorSearchSchema,
  doorSummarySchema,
  passLookupSchema,
  undoRequestSchema,
  walkInRequestSchema,
} from "../../contract/check-in.ts";
import type { AppEnv } from "../http/app-env.ts";
import { jsonBody, jsonResponse } from "../http/openapi-content.ts";
import type { RouteDeclarer } from "../http/route-kit.ts";
import { changeStream } from "../realtime/change-stream.ts";
import { checkInTopic, guestsTopic, type Realtime } from "../realtime/realtime.ts";
import type { Door } from "./service.ts";

// Door mode's routes, declared once for both ways in: a signed-in account at /events/{id}/check-in
// and a door link at /door/{secret}. Each way in opens the same door (service.ts, doorFor) its own
// way and says in its summaries who may; the reads, scans, writes and stream are the same.

type Responses = RouteConfig["responses"];
type DoorRoute = "summary" | "search" | "guestList" | "scan" | "arrivals" | "undo" | "walkIns" | "stream";
/** A door route's request: the handler reads what the route declared; the declaration types it for the document. */
export type DoorContext = Context<
  AppEnv,
  string,
  { out: { param: Record<string, string>; query: unknown; json: unknown } }
>;

export type DoorWayIn = {
  route: RouteDeclarer;
  /** Where the door's routes start: `/events/{id}/check-in`, `/door/{secret}`. */
  base: string;
  params: z.ZodObject;
  /** A door link's routes need no sign-in. */
  security?: RouteConfig["security"];
  /** The door the request opens, once its caller may (a refusal is thrown). */
  door: (c: DoorContext) => Promise<Door>;
  summaries: Record<DoorRoute, string>;
  /** What each kind of route may refuse with, beyond what every route may (the link's 410s, say). */
  errors: { read: Responses; scan: Responses; write: Responses; stream: Responses };
  realtime: Realtime;
};

/** The door's routes for one way in; the stream apart, as the account's routes put the pass's cancel before it. */
export function doorRoutes(way: DoorWayIn) {
  const { route, base, params, security, door, summaries, errors } = way;
  /** A route of the door: a read takes its input as the query, a scan or a write as its JSON body. */
  function doorRoute<S extends z.ZodObject>(
    method: "get" | "post",
    path: string,
    name: DoorRoute,
    input: S,
    responses: Responses,
    answer: (door: Door, input: z.infer<S>) => Promise<unknown>,
  ) {
    const config = route(method, `${base}${path}`, {
      summary: summaries[name],
      ...(security && { security }),
      request: method === "get" ? { params, query: input } : { params, body: jsonBody(input) },
      responses,
    });
    const handler = async (c: DoorContext) => {
      const parsed = method === "get" ? c.req.valid("query") : c.req.valid("json");
      return c.json((await answer(await door(c), parsed as z.infer<S>)) as object, 200);
    };
    return [config, handler as unknown as RouteHandler<typeof config, AppEnv>] as const;
  }
  const read = (description: string, schema: z.ZodType) => ({
    ...errors.read,
    200: jsonResponse(schema, description),
  });
  const outcome = (description: string) => ({
    ...errors.write,
    200: jsonResponse(doorOutcomeSchema, description),
  });
  return {
    routes: [
      doorRoute(
        "get",
        "",
        "summary",
        doorPartQuerySchema,
        read("The door's counter", doorSummarySchema),
        (d, q) => d.summary(q.part),
      ),
      doorRoute(
        "get",
        "/guests",
        "search",
        doorSearchSchema,
        read("Up to 20 guests, by name", doorSearchResultSchema),
        async (d, q) => ({ items: await d.search(q.q, q.part) }),
      ),
      doorRoute(
        "get",
        "/guest-list",
        "guestList",
        doorPartQuerySchema,
        read("All the event's guests", doorGuestListSchema),
        async (d, q) => ({ items: await d.guestList(q.part) }),
      ),
      doorRoute(
        "post",
        "/scan",
        "scan",
        passLookupSchema,
        { ...errors.scan, 200: jsonResponse(doorGuestSchema, "The pass's guest") },
        (d, pass) => d.lookup(pass.code, pass.partId),
      ),
      doorRoute(
        "post",
        "/arrivals",
        "arrivals",
        checkInRequestSchema,
        outcome("checked_in, or already_checked_in (nothing changed)"),
        (d, req) => d.checkIn(req),
      ),
      doorRoute(
        "post",
        "/undo",
        "undo",
        undoRequestSchema,
        outcome("undone, or not_checked_in (nothing changed)"),
        (d, req) => d.undo(req),
      ),
      doorRoute(
        "post",
        "/walk-ins",
        "walkIns",
        walkInRequestSchema,
        outcome("The new guest, checked in"),
        (d, req) => d.walkIn(req),
      ),
    ] as const,
    stream: streamRoute(way),
  };
}

/** The door's live page: 'arrivals' whenever any door of the event checks someone in or out, or the list changes. */
function streamRoute({ route, base, params, security, door, summaries, errors, realtime }: DoorWayIn) {
  const config = route("get", `${base}/stream`, {
    summary: summaries.stream,
    ...(security && { security }),
    request: { params },
    responses: { ...errors.stream, 200: { description: "text/event-stream" } },
  });
  const handler = async (c: DoorContext) => {
    const open = await door(c);
    const release = await open.openStream();
    const topic = [checkInTopic(open.eventId), guestsTopic(open.eventId)];
    return changeStream(c, { realtime, topic, event: "arrivals", release });
  };
  return [config, handler as unknown as RouteHandler<typeof config, AppEnv>] as const;
}
