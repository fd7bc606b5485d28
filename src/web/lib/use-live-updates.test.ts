import { describe, expect, it } from "vitest";
import { onLiveChanges } from "./use-live-updates.ts";

describe("a live stream's messages", () => {
  it("refresh on every change, and on every reconnect but not on the first connection", () => {
    const source = new EventTarget();
    let refreshed = 0;
    onLiveChanges(source, "guests", () => {
      refreshed += 1;
    });
    source.dispatchEvent(new Event("ready"));
    expect(refreshed).toBe(0);
    source.dispatchEvent(new Event("guests"));
    source.dispatchEvent(new Event("guests"));
    expect(refreshed).toBe(2);
    // Another stream's event is not this one's.
    source.dispatchEvent(new Event("feed"));
    expect(refreshed).toBe(2);
    // Reconnected after a drop: what changed meanwhile is fetched.
    source.dispatchEvent(new Event("ready"));
    expect(refreshed).toBe(3);
  });
});
