import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { loginErrorText, registerErrorText } from "../../contract/auth.ts";
import { createTestApp, sessionCookie, type TestApp } from "../test/test-app.ts";

// Which browser origins may sign up, sign in and write: one list (config.trustedOrigins), used by
// Better Auth and by our same-origin guard, which answers first and says why and what to set.

const password = "Tr1cky-Lantern!";
const event = {
  title: "Loopback party",
  description: "Tea on the terrace.",
  date: "2031-01-05",
  time: "18:30",
  location: "Indiranagar, Bangalore",
  isPublic: true,
  timeZone: "Asia/Kolkata",
};

function post(t: TestApp, path: string, origin: string, json: unknown, cookie?: string) {
  return t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(json),
  });
}

let n = 0;
const signUpFrom = (t: TestApp, origin: string) =>
  post(t, "/api/auth/sign-up/email", origin, { email: `origin-${++n}@example.com`, password, name: "Asha" });

type Refusal = { code: string; message: string; error: { code: string; message: string } };

describe("with the default PUBLIC_URL (http://localhost:3000)", () => {
  let t: TestApp;
  // The log at info level, caught instead of printed.
  let logged: MockInstance<typeof process.stdout.write>;
  beforeAll(async () => {
    logged = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    // Empty counts as unset: the server picks its own default, as on a machine with no configuration.
    t = await createTestApp({ PUBLIC_URL: "", LOG_LEVEL: "info" });
  });
  afterAll(async () => {
    await t.close();
    logged.mockRestore();
  });

  it("trusts every spelling of the loopback address", () => {
    expect(t.config.publicUrl).toBe("http://localhost:3000");
    expect(t.config.trustedOrigins).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
  });

  it.each(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"])(
    "signs up, signs in and writes from %s",
    async (origin) => {
      const email = `loop-${++n}@example.com`;
      const up = await post(t, "/api/auth/sign-up/email", origin, { email, password, name: "Asha" });
      expect(up.status).toBe(200);
      const inRes = await post(t, "/api/auth/sign-in/email", origin, { email, password });
      expect(inRes.status).toBe(200);
      const created = await post(t, "/api/events", origin, event, sessionCookie(inRes));
      expect(created.status).toBe(201);
    },
  );

  it("refuses another origin, saying why and what to set, in the log and in the answer", async () => {
    logged.mockClear();
    const res = await signUpFrom(t, "http://192.168.1.5:3000");
    expect(res.status).toBe(403);
    const body = (await res.json()) as Refusal;
    const message =
      "Requests from http://192.168.1.5:3000 are refused: this server's address is http://localhost:3000. Set PUBLIC_URL to the address people use.";
    // The app's error envelope, and the code and message Better Auth's client reads.
    expect(body).toEqual({ error: { code: "forbidden", message }, code: "ORIGIN_REFUSED", message });
    const lines = logged.mock.calls.map(([chunk]) => JSON.parse(String(chunk)));
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "info", msg: message, path: "/api/auth/sign-up/email" }),
    );
    // What the register and login pages show.
    expect(registerErrorText(body.code, body.message)).toBe(message);
    expect(loginErrorText(body.code, body.message)).toBe(message);
  });

  it("refuses another origin's API writes with the same message", async () => {
    const res = await post(t, "/api/events", "https://evil.example", event);
    expect(res.status).toBe(403);
    expect(((await res.json()) as Refusal).error.message).toMatch(
      /^Requests from https:\/\/evil\.example are refused: .* Set PUBLIC_URL/,
    );
  });

  it("trusts loopback on the configured port only", async () => {
    const res = await signUpFrom(t, "http://127.0.0.1:3001");
    expect(res.status).toBe(403);
  });
});

describe("with an explicit PUBLIC_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://events.example.com" });
  });
  afterAll(() => t.close());

  it("trusts that address", async () => {
    expect(t.config.trustedOrigins).toEqual(["https://events.example.com"]);
    expect((await signUpFrom(t, "https://events.example.com")).status).toBe(200);
  });

  it("refuses the loopback addresses", async () => {
    const res = await signUpFrom(t, "http://127.0.0.1:3000");
    expect(res.status).toBe(403);
    expect(((await res.json()) as Refusal).message).toBe(
      "Requests from http://127.0.0.1:3000 are refused: this server's address is https://events.example.com. Set PUBLIC_URL to the address people use.",
    );
  });

  it("refuses an origin that only matches the Host header (Better Auth would refuse it too)", async () => {
    const res = await t.app.request("http://10.0.0.7:3000/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://10.0.0.7:3000", host: "10.0.0.7:3000" },
      body: JSON.stringify({ email: "host@example.com", password, name: "Host" }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as Refusal).code).toBe("ORIGIN_REFUSED");
  });
});
