import { describe, expect, it } from "vitest";
import { waitingLine } from "./account-slots.ts";

describe("waiting line", () => {
  it("runs two at once, starts the others in the order they came, and refuses when the line is full", async () => {
    const line = waitingLine(2, 2);
    const started: string[] = [];
    const join = (name: string) => {
      const turn = line.join();
      void turn?.ready.then(() => started.push(name));
      return turn;
    };
    const a = join("a");
    const b = join("b");
    const c = join("c");
    const d = join("d");
    expect(join("e")).toBeNull();
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    expect(line.counts()).toEqual({ running: 2, waiting: 2 });

    // One waiting gives up: it leaves the line and never starts.
    c?.leave();
    a?.leave();
    a?.leave();
    await Promise.resolve();
    expect(started).toEqual(["a", "b", "d"]);
    expect(line.counts()).toEqual({ running: 2, waiting: 0 });
    b?.leave();
    d?.leave();
    expect(line.counts()).toEqual({ running: 0, waiting: 0 });
  });
});
