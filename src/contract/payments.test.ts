import { describe, expect, test } from "vitest";
import { packageById, paidFeatures, returnPath, upgradePath } from "./payments.ts";

describe("the payments page's return-to address", () => {
  test("a dashboard path of this site is kept, with its query", () => {
    expect(returnPath("/dashboard/events/abc?tab=analytics")).toBe("/dashboard/events/abc?tab=analytics");
    expect(returnPath("/dashboard/gallery?eventId=1")).toBe("/dashboard/gallery?eventId=1");
    expect(returnPath("/dashboard")).toBe("/dashboard");
  });

  test("another site, a scheme, a backslash or a page outside the dashboard is refused", () => {
    for (const bad of [
      null,
      "",
      "//evil.example/dashboard",
      "https://evil.example/dashboard/x",
      "javascript:alert(1)",
      "/\\evil.example",
      "/dashboard\\..\\login",
      "/dashboardx",
      "/dashboard/../login",
      "/login",
      "dashboard/events",
    ]) {
      expect(returnPath(bad), String(bad)).toBeNull();
    }
  });

  test("the upgrade link carries the return-to only when it is safe", () => {
    expect(upgradePath("e1")).toBe("/dashboard/payments?eventId=e1");
    expect(upgradePath("e1", "/dashboard/events/e1/check-in")).toBe(
      "/dashboard/payments?eventId=e1&returnTo=%2Fdashboard%2Fevents%2Fe1%2Fcheck-in",
    );
    expect(upgradePath("e1", "https://evil.example/")).toBe("/dashboard/payments?eventId=e1");
  });
});

describe("what a package card sells", () => {
  const basic = packageById("basic")!;
  test("never what every event has free", () => {
    expect(paidFeatures(basic)).toEqual(["Up to 50 guests", "Gallery of 20 photos"]);
  });
  test("nor a limit no larger than this installation's free one", () => {
    expect(paidFeatures(basic, { guests: 25, photos: 10 })).toEqual([
      "Up to 50 guests",
      "Gallery of 20 photos",
    ]);
    expect(paidFeatures(basic, { guests: 25, photos: 50 })).toEqual(["Up to 50 guests"]);
    expect(paidFeatures(packageById("deluxe")!, { guests: 25, photos: 50 })).toContain(
      "Unlimited guests and photos",
    );
  });
});
