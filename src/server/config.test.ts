import { describe, expect, it } from "vitest";
import { ConfigError, configWarnings, loadConfig } from "./config.ts";
import { makeDkimKeyPair } from "./mail/dkim-key.ts";

describe("configuration", () => {
  it("runs payments in test mode without Razorpay keys, and wants both keys or neither", () => {
    const c = loadConfig({});
    expect(c.razorpay).toBeUndefined();
    expect(c.freeAllowance).toEqual({ guests: 25, photos: 10 });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: "rzp_live_x" })).toThrow(ConfigError);
    const live = loadConfig({
      RAZORPAY_KEY_ID: "rzp_live_x",
      RAZORPAY_KEY_SECRET: "s",
      RAZORPAY_WEBHOOK_SECRET: "w",
      FREE_GUEST_LIMIT: "40",
    });
    expect(live.razorpay).toEqual({
      keyId: "rzp_live_x",
      keySecret: "s",
      webhookSecret: "w",
      apiUrl: undefined,
    });
    expect(live.freeAllowance.guests).toBe(40);
  });

  it("refuses test-mode payments on a public deployment unless asked for", () => {
    const publicSite = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://events.example.com",
      BETTER_AUTH_SECRET: "x".repeat(32),
    };
    expect(() => loadConfig(publicSite)).toThrow(/RAZORPAY_KEY_ID/);
    expect(loadConfig({ ...publicSite, PAYMENTS_TEST_MODE: "true" }).razorpay).toBeUndefined();
    expect(
      loadConfig({ ...publicSite, RAZORPAY_KEY_ID: "k", RAZORPAY_KEY_SECRET: "s" }).razorpay?.keyId,
    ).toBe("k");
  });

  it("reads PUBLIC_URL in capitals as the public https deployment it is", () => {
    const shouted = { NODE_ENV: "production", PUBLIC_URL: "HTTPS://Events.Example.com" };
    expect(() => loadConfig(shouted)).toThrow(/BETTER_AUTH_SECRET: required/);
    const withSecret = { ...shouted, BETTER_AUTH_SECRET: "x".repeat(32) };
    expect(() => loadConfig(withSecret)).toThrow(/RAZORPAY_KEY_ID/);
    const staging = loadConfig({ ...withSecret, PAYMENTS_TEST_MODE: "true" });
    expect(staging.publicHttps).toBe(true);
    expect(staging.publicUrl).toBe("https://events.example.com");
    expect(staging.trustedOrigins).toEqual(["https://events.example.com"]);
  });

  it("warns when production runs test-mode payments on a plain-http address that is not this machine", () => {
    const at = (url: string) => configWarnings(loadConfig({ NODE_ENV: "production", PUBLIC_URL: url }));
    expect(at("http://events.example.com")).toEqual([
      expect.stringMatching(/test mode.*http:\/\/events\.example\.com/),
    ]);
    expect(at("HTTP://192.168.1.5:3000")).toHaveLength(1);
    expect(at("http://127.0.0.1:3000")).toEqual([]);
    expect(at("http://LOCALHOST:3000")).toEqual([]);
    expect(
      configWarnings(loadConfig({ NODE_ENV: "development", PUBLIC_URL: "http://events.example.com" })),
    ).toEqual([]);
  });

  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      publicUrl: "http://localhost:3000",
      trustProxy: false,
      adminEmails: [],
      shutdownGraceSeconds: 10,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.google).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: "soon" })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: "2.5" }).shutdownGraceSeconds).toBe(2.5);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id-only" })).toThrow(ConfigError);
  });

  it("takes DKIM as all three variables, the key as a PEM with written line ends, or refuses naming them", () => {
    const { privateKey } = makeDkimKeyPair();
    const c = loadConfig({
      DKIM_DOMAIN: "Example.com",
      DKIM_SELECTOR: "ev1",
      DKIM_PRIVATE_KEY: privateKey.replace(/\n/g, "\\n"),
    });
    expect(c.dkim).toEqual({ domainName: "example.com", keySelector: "ev1", privateKey });
    expect(loadConfig({}).dkim).toBeUndefined();
    expect(() => loadConfig({ DKIM_DOMAIN: "example.com" })).toThrow(/DKIM_SELECTOR/);
    expect(() =>
      loadConfig({ DKIM_DOMAIN: "example.com", DKIM_SELECTOR: "s", DKIM_PRIVATE_KEY: "/no/such/key.pem" }),
    ).toThrow(/DKIM_PRIVATE_KEY: not a PEM and no readable file/);
  });

  it("normalises admin e-mails and enables Google only with both keys", () => {
    const c = loadConfig({
      ADMIN_EMAILS: " A@Example.com, b@example.com ,",
      GOOGLE_CLIENT_ID: "i",
      GOOGLE_CLIENT_SECRET: "s",
    });
    expect(c.adminEmails).toEqual(["a@example.com", "b@example.com"]);
    expect(c.google).toEqual({ clientId: "i", clientSecret: "s" });
  });

  it("trusts every loopback spelling by default, and only PUBLIC_URL once it is set", () => {
    expect(loadConfig({ PORT: "3123" }).trustedOrigins).toEqual([
      "http://localhost:3123",
      "http://127.0.0.1:3123",
      "http://[::1]:3123",
    ]);
    // Empty is unset, as for the other addresses.
    expect(loadConfig({ PUBLIC_URL: "" }).trustedOrigins).toContain("http://127.0.0.1:3000");
    // An origin as a browser sends it: no path, no default port, lower case.
    const c = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "https://Events.Example.com:443/app/" });
    expect(c.publicUrl).toBe("https://events.example.com/app");
    expect(c.trustedOrigins).toEqual(["https://events.example.com"]);
    expect(loadConfig({ PORT: "80" }).trustedOrigins[0]).toBe("http://localhost");
    expect(() => loadConfig({ PUBLIC_URL: "ftp://events.example.com" })).toThrow(/PUBLIC_URL/);
  });
});
