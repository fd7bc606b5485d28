// The ceiling of the ceiling: Hono on @hono/node-server answering the same hello world as the
// app's /api/ping with no middleware at all, in its own process. The app's hello world divided by
// this one is what the app's middleware costs (issue 11's first target).
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/api/ping", (c) => c.text("pong"));
serve({ fetch: app.fetch, port: Number(process.argv[2]), hostname: "127.0.0.1" }, () => {
  process.stdout.write("listening\n");
});
