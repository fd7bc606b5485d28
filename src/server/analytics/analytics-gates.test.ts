import { describe, expect, it } from "vitest";
import { analyticsMessages } from "../../contract/analytics.ts";
import { featureRefusal } from "../../contract/payments.ts";
import { host, newEvent, other, startAnalyticsApp, t } from "../test/analytics-setup.ts";
import { buyPackage } from "../test/buy-package.ts";

// Which packages open which analytics routes, and that other users are refused.

startAnalyticsApp();

describe("analytics gates", () => {
  const summary = (id: string, cookie = host.cookie) => t.request(`/api/events/${id}/analytics`, { cookie });
  const trends = (id: string) => t.request(`/api/events/${id}/analytics/trends`, { cookie: host.cookie });
  const csv = (id: string) => t.request(`/api/events/${id}/analytics/headcount.csv`, { cookie: host.cookie });
  const message = async (res: Response) =>
    ((await res.json()) as { error: { message: string } }).error.message;

  it("refuses every analytics route on the free plan and the Basic package, naming the package to buy", async () => {
    for (const pkg of [null, "basic"] as const) {
      const id = await newEvent(pkg);
      const res = await summary(id);
      expect(res.status).toBe(403);
      expect(await message(res)).toBe(featureRefusal("basicAnalytics"));
      expect((await trends(id)).status).toBe(403);
      expect((await csv(id)).status).toBe(403);
    }
  });

  it("opens basic analytics with Premium, and refuses the advanced ones until Deluxe", async () => {
    const id = await newEvent("premium");
    expect((await summary(id)).status).toBe(200);
    const refused = await trends(id);
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(featureRefusal("advancedAnalytics"));
    expect(await message(await csv(id))).toBe(featureRefusal("advancedAnalytics"));
    // The upgrade counts at once.
    await buyPackage(t, host.cookie, id, "deluxe");
    expect((await trends(id)).status).toBe(200);
    expect((await csv(id)).status).toBe(200);
  });

  it("refuses another user whatever the event's package, without telling them the package", async () => {
    const id = await newEvent("deluxe");
    const res = await summary(id, other.cookie);
    expect(res.status).toBe(403);
    expect(await message(res)).toBe(analyticsMessages.noPermission);
  });
});
