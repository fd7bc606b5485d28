import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";

type Method = RouteConfig["method"];
type Spec = Omit<RouteConfig, "method" | "path" | "summary" | "tags">;

/**
 * The route declarations of one area: method, path and summary in one call, the area's tags said
 * once. The rest (request, responses, security) is as createRoute takes it; the keys keep the order
 * they had when each route spelled them out, so the OpenAPI document is the same.
 */
export function routesTagged(tags: string[]) {
  return <M extends Method, P extends string, S extends Spec>(
    method: M,
    path: P,
    summary: string,
    spec: S,
  ) => {
    // A route's own security stood before its tags; kept there, the document is the same to the byte.
    const { security, ...rest } = spec;
    return createRoute({ method, path, ...(security && { security }), tags, summary, ...rest } as {
      method: M;
      path: P;
      tags: string[];
      summary: string;
    } & S);
  };
}

/** The path of a route about one thing, named by its id. */
export const idParam = z.object({ id: z.uuid() });

/** A delete's answer: nothing to say. */
export const deletedResponse = { 204: { description: "Deleted" } } as const;
