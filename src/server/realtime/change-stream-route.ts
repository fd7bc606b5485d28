import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { SessionUser } from "../../contract/session.ts";
import type { AppEnv } from "../http/app-env.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { idParam, type RouteDeclarer } from "../http/route-kit.ts";
import { changeStream } from "./change-stream.ts";
import type { Realtime } from "./realtime.ts";

type StreamOf = {
  realtime: Realtime;
  /** The feature's check and stream slot for the caller: what it gives back is the slot's release. */
  open: (user: SessionUser | null, id: string) => Promise<() => void>;
  /** The topic (or topics) whose changes the page hears of. */
  topic: (id: string) => string | string[];
  /** The event's name on the stream. */
  event: string;
};

/**
 * The route of a live page about one thing named by its id (an event's guest list, feed, door):
 * the feature opens the stream for the caller (its check, its slot), then every change on the
 * topic becomes `event` on a server-sent events stream (change-stream.ts). Over the caller's
 * streams at once, 429.
 */
export function changeStreamRoute<P extends string>(
  route: RouteDeclarer,
  path: P,
  summary: string,
  { realtime, open, topic, event }: StreamOf,
) {
  const config = route("get", path, {
    summary,
    request: { params: idParam },
    responses: { ...errorResponses(429), 200: { description: "text/event-stream" } },
  });
  const handler = async (c: Context<AppEnv, string, { out: { param: { id: string } } }>) => {
    const { id } = c.req.valid("param");
    const release = await open(c.get("user"), id);
    return changeStream(c, { realtime, topic: topic(id), event, release });
  };
  return [config, handler as unknown as RouteHandler<typeof config, AppEnv>] as const;
}
