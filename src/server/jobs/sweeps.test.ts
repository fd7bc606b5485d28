import { afterEach, describe, expect, it, vi } from "vitest";
import type { Logger } from "../logger.ts";
import { startSweeps } from "./sweeps.ts";

/** A logger that keeps what it was told. */
function keptLog() {
  const errors: [string, Record<string, unknown> | undefined][] = [];
  const log: Logger = { error: (msg, data) => errors.push([msg, data]), info: () => {}, debug: () => {} };
  return { log, errors };
}

describe("startSweeps", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sweeps once after the first wait, then every period, logs a failure and goes on, until stopped", async () => {
    vi.useFakeTimers();
    const { log, errors } = keptLog();
    let runs = 0;
    const sweeps = startSweeps(
      "test sweep",
      async () => {
        runs += 1;
        if (runs === 2) throw new Error("database away");
      },
      { firstAfterMs: 1_000, everyMs: 5_000 },
      log,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(runs).toBe(2);
    expect(errors.map(([msg]) => msg)).toEqual(["test sweep failed"]);
    expect(String(errors[0][1]?.error)).toContain("database away");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
    sweeps.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(3);
  });
});
