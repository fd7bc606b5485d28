import fsp from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEvent,
  freshPostgres,
  logOf,
  type RunningServer,
  signedIn,
  signUpOn,
  startServer,
  stopServer,
  tempDir,
} from "./server-process.ts";

// Two servers on one PostgreSQL behind a round-robin proxy, as a load balancer would spread one
// client over them: the budgets, live updates, kept answers and scheduled jobs must hold across both.

/** Replies a minute per address for the servers here: small, so the budget is reached quickly. */
const writesPerMinute = 4;

/**
 * A load balancer in a few lines: each request goes to the next server in turn (a new upstream
 * connection each time, so no keep-alive pins a client to one), and which one served it is noted.
 */
function roundRobinProxy() {
  const targets: string[] = [];
  const served: string[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]);
    served.push(target.origin);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, connection: "close" },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  return { server, targets, served };
}

const base = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

describe("two servers on one PostgreSQL", () => {
  const proxy = roundRobinProxy();
  let proxyUrl = "";
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  const servers: RunningServer[] = [];
  const dataDirs: string[] = [];
  let host: ReturnType<typeof signedIn>;
  let eventId = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
    database = await freshPostgres(base);
    if (!database) throw new Error("no PostgreSQL");
    // Started together, as a deploy of two would be: they take turns to migrate the new database.
    const started = await Promise.allSettled(
      ["a", "b"].map(async (name) => {
        const dataDir = await tempDir(`two-servers-${name}`);
        dataDirs.push(dataDir);
        return startServer({
          dataDir,
          databaseUrl: database!.url,
          env: {
            // One site: the address people use is the proxy's, and both sign sessions alike.
            PUBLIC_URL: proxyUrl,
            BETTER_AUTH_SECRET: "two-servers-test-secret-of-at-least-32-characters",
            RSVP_RATE_LIMIT: String(writesPerMinute),
            // Long enough that only a notice can drop a kept answer within the test.
            ANSWER_CACHE_SECONDS: "600",
          },
        });
      }),
    );
    // Each one that started is stopped after the tests, even if the other did not start.
    for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
    for (const s of started) if (s.status === "rejected") throw s.reason;
    proxy.targets.push(...servers.map((s) => s.baseUrl));
    host = await signUpOn(proxyUrl, "host@example.com");
    eventId = (await createEvent(host)).id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s)));
    await new Promise((resolve) => proxy.server.close(resolve));
    await database?.drop();
    await Promise.all(dataDirs.map((d) => fsp.rm(d, { recursive: true, force: true })));
  }, 60_000);

  /** The proxy sent the last `n` requests to both servers. */
  const spreadOver = (n: number) => new Set(proxy.served.slice(-n)).size;

  it("shares the failed sign-in budget: the 4th wrong password is refused, wherever it lands", async () => {
    const attempt = () =>
      fetch(`${proxyUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: proxyUrl },
        body: JSON.stringify({ email: "host@example.com", password: "wrong-password-1" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
    expect(spreadOver(4)).toBe(2);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("shares the RSVP budget: one more reply than the minute's budget is refused", async () => {
    const guest = await host.json<{ rsvpPath: string }>("POST", `/api/events/${eventId}/guests`, {
      name: "Asha",
      email: "asha@example.com",
      status: "invited",
    });
    const token = guest.rsvpPath.split("/").pop();
    const reply = () =>
      fetch(`${proxyUrl}/api/rsvp/${token}`, {
        method: "PUT",
        headers: { "content-type": "application/json", origin: proxyUrl },
        body: JSON.stringify({ response: "attending" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i <= writesPerMinute; i++) statuses.push((await reply()).status);
    expect(spreadOver(writesPerMinute + 1)).toBe(2);
    expect(statuses).toEqual([...Array(writesPerMinute).fill(200), 429]);
  });

  it("sends a change written on one server to a live page open on the other", async () => {
    const [a, b] = servers;
    const stream = await fetch(`${b.baseUrl}/api/events/${eventId}/guests/stream`, {
      headers: { cookie: host.cookie },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let text = "";
    const until = async (what: string) => {
      const deadline = Date.now() + 10_000;
      while (!text.includes(what)) {
        if (Date.now() > deadline) throw new Error(`no "${what}" on the stream; it read:\n${text}`);
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended; it read:\n${text}`);
        text += new TextDecoder().decode(value);
      }
    };
    await until("event: ready");
    await signedIn(a.baseUrl, host.cookie, proxyUrl).json("POST", `/api/events/${eventId}/guests`, {
      name: "Bhavna",
      email: "bhavna@example.com",
      status: "invited",
    });
    await until("event: guests");
    await reader.cancel();
  });

  it("drops an answer one server keeps when the other writes", async () => {
    const [a, b] = servers;
    const titleOn = async (server: RunningServer) => {
      const { items } = await signedIn(server.baseUrl, host.cookie, proxyUrl).json<{
        items: { id: string; title: string }[];
      }>("GET", "/api/events/mine");
      return items.find((e) => e.id === eventId)?.title;
    };
    expect(await titleOn(b)).toBe("Sangeet");
    // Changed behind the servers' backs, with triggers (and so notices) off: B keeps its answer.
    const psql = new pg.Client({ connectionString: database!.url });
    await psql.connect();
    await psql.query("set session_replication_role = replica");
    await psql.query("update events set title = 'Unseen' where id = $1", [eventId]);
    await psql.end();
    expect(await titleOn(b)).toBe("Sangeet");

    await signedIn(a.baseUrl, host.cookie, proxyUrl).json("PUT", `/api/events/${eventId}`, {
      title: "Haldi",
      description: "Music and dinner.",
      date: "2031-06-15",
      time: "18:30",
      location: "Jaipur",
      timeZone: "Asia/Kolkata",
      isPublic: false,
    });
    // The notice arrives a moment after A's commit.
    const deadline = Date.now() + 5000;
    let seen = await titleOn(b);
    while (seen !== "Haldi" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      seen = await titleOn(b);
    }
    expect(seen).toBe("Haldi");
  });

  it("runs a scheduled send once, with both servers' workers waiting for it", async () => {
    const guest = await host.json<{ id: string }>("POST", `/api/events/${eventId}/guests`, {
      name: "Chitra",
      email: "chitra@example.com",
      status: "invited",
    });
    const { items: templates } = await host.json<{ items: { id: string }[] }>("GET", "/api/templates");
    const invitation = await host.json<{ id: string }>("POST", "/api/invitations", {
      eventId,
      templateId: templates[0].id,
      guestIds: [guest.id],
      title: "You are invited",
      message: "Please come.",
      type: "email",
    });
    await host.json("POST", `/api/invitations/${invitation.id}/schedule`, {
      scheduledDate: new Date(Date.now() + 1500).toISOString(),
    });
    const mailsToChitra = async () => {
      let n = 0;
      for (const dir of dataDirs) {
        const outbox = path.join(dir, "outbox");
        for (const f of await fsp.readdir(outbox).catch(() => [] as string[])) {
          if (!f.endsWith(".json")) continue;
          const mail = JSON.parse(await fsp.readFile(path.join(outbox, f), "utf8")) as { to: string };
          if (mail.to === "chitra@example.com") n++;
        }
      }
      return n;
    };
    const deadline = Date.now() + 20_000;
    while ((await mailsToChitra()) === 0) {
      if (Date.now() > deadline) {
        throw new Error(`not sent:\n${(await Promise.all(servers.map(logOf))).join("\n")}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    // Both workers poll every second: give the other one time to send it again, if it would.
    await new Promise((r) => setTimeout(r, 2500));
    expect(await mailsToChitra()).toBe(1);
    const detail = await host.json<{ status: string }>("GET", `/api/invitations/${invitation.id}`);
    expect(detail.status).toBe("sent");
  });
});
