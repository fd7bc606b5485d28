import { describe, expect, test } from "vitest";
import { returnPath, upgradePath } from "./payments.ts";

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
