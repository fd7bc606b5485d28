import { describe, expect, it } from "vitest";
import { startApp, t } from "../test/app-setup.ts";
import { createTestApp } from "../test/test-app.ts";

startApp();

describe("API conventions", () => {
  it("answers health with the database kind", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: t.database.kind });
  });

  it("answers an unknown API path with the error envelope and 404", async () => {
    const res = await t.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });

  it("answers malformed JSON with 400, never 500", async () => {
    const res = await t.app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: t.config.publicUrl },
      body: "{not json",
    });
    expect(res.status).toBe(400);
  });

  it("sets security headers on API answers", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("refuses a cross-origin sign-in", async () => {
    const res = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: "a@example.com", password: "Tr1cky-Lantern!" }),
    });
    expect(res.status).toBe(403);
  });

  it("publishes the OpenAPI document and a readable docs page", async () => {
    const doc = await (await t.request("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/health", "/me"]));
    const page = await t.request("/api/docs");
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("/health");
  });

  it("reports a database failure as a generic 500 without SQL or stack", async () => {
    const broken = await createTestApp();
    await broken.realtime.close();
    await broken.database.close();
    const res = await broken.request("/api/health");
    await broken.close();
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/pglite|pool|closed|select|at .*\.[jt]s/i);
    expect(JSON.parse(text)).toEqual({
      error: { code: "internal", message: "Something went wrong. Please try again." },
    });
  });
});
