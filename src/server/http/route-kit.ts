import { createRoute, type RouteConfig, type RouteHandler, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { CurrentUser, SessionUser } from "../../contract/session.ts";
import type { AppEnv } from "./app-env.ts";
import { jsonBody } from "./openapi-content.ts";
import { requireAdmin, requireUser } from "./require-user.ts";

type Method = RouteConfig["method"];
type Spec = Omit<RouteConfig, "method" | "path" | "tags"> & { summary: string };
type Responses = RouteConfig["responses"];

/** The path of a route about one thing, named by its id. */
export const idParam = z.object({ id: z.uuid() });

/** The path of a route about one recipient of a send (an invitation's, a message's guest). */
const recipientParams = z.object({ id: z.uuid(), guestId: z.uuid() });

/** A delete's answer: nothing to say. */
export const deletedResponse = { 204: { description: "Deleted" } } as const;

/** What a JSON response's schema lets the handler answer. */
type JsonOf<R> = R extends { content: { "application/json": { schema: infer S extends z.ZodType } } }
  ? z.infer<S>
  : never;
/** The body of a route's success answer (its 200, 201 or 202), as the service must hand it back. */
type SuccessOf<Rs> = { [K in keyof Rs]: K extends 200 | 201 | 202 ? JsonOf<Rs[K]> : never }[keyof Rs];

type Schema = z.ZodType | undefined;
/** A path's params or a query: an object of fields. */
type Fields = z.ZodObject | undefined;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
/**
 * Who the route itself asks for before the service is called: a signed-in user (401 otherwise) or
 * an admin (403 for another user); left out, the service decides, and gets null for a visitor.
 */
type Caller = "user" | "admin" | undefined;
type UserOf<C extends Caller> = C extends "user" | "admin" ? CurrentUser : SessionUser | null;

/**
 * A JSON route's own part: who may call it (in the document, `security`; asked, `caller`), what it
 * reads (its path's params, its query, its JSON body), its answers, and the service call whose
 * result is the success answer.
 */
type JsonSpec<
  C extends Caller,
  P extends Fields,
  Q extends Fields,
  B extends Schema,
  Rs extends Responses,
> = {
  summary: string;
  security?: RouteConfig["security"];
  caller?: C;
  params?: P;
  query?: Q;
  body?: B;
  responses: Rs;
  answer: (
    user: UserOf<C>,
    input: { param: Infer<P>; query: Infer<Q>; body: Infer<B> },
  ) => Promise<SuccessOf<Rs>>;
};

/**
 * A by-id route's own part: who may call it without signing in, its JSON body if any, its answers,
 * and the service call whose result is the success answer.
 */
type ByIdSpec<B extends z.ZodType | undefined, Rs extends Responses> = {
  summary: string;
  security?: RouteConfig["security"];
  body?: B;
  responses: Rs;
  answer: ByIdCall<B, SuccessOf<Rs>>;
};

/**
 * What a by-id route hands its service: the acting user (null for a visitor), the path's id and,
 * where the route takes one, its validated JSON body.
 */
type ByIdCall<B, Out> = (
  user: SessionUser | null,
  id: string,
  body: B extends z.ZodType ? z.infer<B> : undefined,
) => Promise<Out>;

/**
 * A mark on one recipient of a send, set by a post and taken back by a delete: the two summaries,
 * the answers, and the service call that sets (`on`) or clears it.
 */
type RecipientMarkSpec<Rs extends Responses> = {
  on: string;
  off: string;
  responses: Rs;
  mark: (user: SessionUser | null, id: string, guestId: string, on: boolean) => Promise<SuccessOf<Rs>>;
};

// The handler reads what the route declared; the declaration above types it for the caller.
type AnyContext = Context<
  AppEnv,
  string,
  { out: { param: Record<string, string>; query: unknown; json: unknown } }
>;

/** The status of a route's success answer: the one 2xx of its responses. */
const successStatus = (responses: Responses) =>
  Number(Object.keys(responses).find((code) => code.startsWith("2"))) as 200 | 201 | 202;

/**
 * The route declarations of one area: method and path, then the summary and the rest (request,
 * responses, security) as createRoute takes them, the area's tags said once. The keys are put back in
 * the order they had when each route spelled them out, so the OpenAPI document is the same. The
 * summary sits in the spec so that every declaration opens with the same one line.
 *
 * Most routes only hand what they read to the service and answer with its result as JSON: `json`
 * declares such a route and answers it, `byId` the same for a route about one thing named by its id
 * (the caller, the id and the body), `deleteById` a delete (204), and `recipientMark` the post and
 * delete that set and clear a mark on one recipient of a send. Each route then says only what is
 * its own: path, summary, who may call it, what it reads, its answers and the service call.
 */
export function routesTagged(tags: string[]) {
  function route<M extends Method, P extends string, S extends Spec>(method: M, path: P, spec: S) {
    // A route's own security stood before its tags; kept there, the document is the same to the byte.
    const { security, summary, ...rest } = spec;
    return createRoute({ method, path, ...(security && { security }), tags, summary, ...rest } as {
      method: M;
      path: P;
      tags: string[];
      summary: string;
    } & S);
  }

  /** A JSON route answering with its one success status: the service's answer as it is. */
  function json<
    M extends Method,
    P extends string,
    Rs extends Responses,
    C extends Caller = undefined,
    Ps extends Fields = undefined,
    Q extends Fields = undefined,
    B extends Schema = undefined,
  >(method: M, path: P, spec: JsonSpec<C, Ps, Q, B, Rs>) {
    const { summary, security, caller, params, query, body, responses, answer } = spec;
    const reads = params || query || body;
    const config = route(method, path, {
      summary,
      ...(security && { security }),
      ...(reads && {
        request: {
          ...(params && { params }),
          ...(query && { query }),
          ...(body && { body: jsonBody(body) }),
        },
      }),
      responses,
    });
    const status = successStatus(responses);
    const handler = async (c: AnyContext) => {
      const user = caller === "admin" ? requireAdmin(c) : caller === "user" ? requireUser(c) : c.get("user");
      const result = await answer(user as UserOf<C>, {
        param: (params && c.req.valid("param")) as Infer<Ps>,
        query: (query && c.req.valid("query")) as Infer<Q>,
        body: (body && c.req.valid("json")) as Infer<B>,
      });
      return c.json(result as object, status);
    };
    return [config, handler as unknown as RouteHandler<typeof config, AppEnv>] as const;
  }

  /** A by-id route answering JSON with its one success status: the service's answer as it is. */
  function byId<
    M extends Method,
    P extends string,
    Rs extends Responses,
    B extends z.ZodType | undefined = undefined,
  >(method: M, path: P, spec: ByIdSpec<B, Rs>) {
    const { answer, ...rest } = spec;
    return json(method, path, {
      ...rest,
      params: idParam,
      answer: (user, { param, body }) => answer(user, param.id, body as never),
    });
  }

  /** A by-id delete: the service removes it, the answer is 204 with nothing to say. */
  function deleteById<P extends string>(
    path: P,
    summary: string,
    call: (user: SessionUser | null, id: string) => Promise<unknown>,
  ) {
    const config = route("delete", path, {
      summary,
      request: { params: idParam },
      responses: deletedResponse,
    });
    const handler = async (c: AnyContext) => {
      await call(c.get("user"), c.req.valid("param").id);
      return c.body(null, 204);
    };
    return [config, handler as unknown as RouteHandler<typeof config, AppEnv>] as const;
  }

  /** The post that sets a mark on one recipient of a send and the delete that takes it back. */
  function recipientMark<P extends string, Rs extends Responses>(path: P, spec: RecipientMarkSpec<Rs>) {
    const { responses, mark } = spec;
    const routeOf = (method: "post" | "delete") => {
      const summary = method === "post" ? spec.on : spec.off;
      const config = route(method, path, { summary, request: { params: recipientParams }, responses });
      const handler = async (c: AnyContext) => {
        const { id, guestId } = c.req.valid("param");
        return c.json((await mark(c.get("user"), id, guestId!, method === "post")) as object, 200);
      };
      return [config, handler as unknown as RouteHandler<typeof config, AppEnv>] as const;
    };
    return { on: routeOf("post"), off: routeOf("delete") };
  }

  return Object.assign(route, { json, byId, deleteById, recipientMark });
}

/** One area's route declarer, as routesTagged makes it. */
export type RouteDeclarer = ReturnType<typeof routesTagged>;
