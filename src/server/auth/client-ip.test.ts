import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { clientAddressResolver } from "./client-ip.ts";

// What an appending proxy (nginx's $proxy_add_x_forwarded_for, AWS ALB, Express) really forwards:
// whatever the client sent, then the address the proxy itself saw, last.
const forged = "6.6.6.6, 7.7.7.7";

describe("client address", () => {
  it("is the socket's when no proxy is trusted, whatever the header says", () => {
    expect(clientAddressResolver(false)("203.0.113.9", forged)).toBe("203.0.113.9");
  });

  it("with one trusted hop is the entry that proxy appended, never one the client wrote", () => {
    const one = clientAddressResolver(1);
    expect(one("10.0.0.2", `${forged}, 198.51.100.7`)).toBe("198.51.100.7");
    expect(one("10.0.0.2", "198.51.100.7")).toBe("198.51.100.7");
    expect(one("10.0.0.2", undefined)).toBe("10.0.0.2");
  });

  it("with two hops (CDN then load balancer) skips both proxies' entries", () => {
    expect(clientAddressResolver(2)("10.0.0.2", `${forged}, 198.51.100.7, 172.16.0.4`)).toBe("198.51.100.7");
  });

  it("with the proxies' addresses walks past them and stops at the first stranger", () => {
    const byAddress = clientAddressResolver(["10.0.0.0/8", "172.16.0.4"]);
    expect(byAddress("10.0.0.2", `${forged}, 198.51.100.7, 172.16.0.4`)).toBe("198.51.100.7");
    // A request straight to the server from outside: the header is not believed at all.
    expect(byAddress("198.51.100.50", forged)).toBe("198.51.100.50");
  });
});

describe("TRUST_PROXY", () => {
  it("reads off, true (one hop), a hop count or addresses, and names itself when wrong", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, loopback" }).trustProxy).toEqual(["10.0.0.1", "loopback"]);
    expect(() => loadConfig({ TRUST_PROXY: "not-an-address" })).toThrow(/TRUST_PROXY/);
  });
});
