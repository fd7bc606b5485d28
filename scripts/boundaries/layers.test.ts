import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { append, expectBreak, expectClean, prepend } from "./tree-changes.ts";

// Web features never import each other, the layers, the floors of src/server, and where dates are formatted.

describe("web features never import each other", () => {
  test("an import between two web features fails", () => {
    expectBreak(
      {
        "src/web/features/admin/admin-keys.ts": prepend(
          'import { paymentKeys } from "../payments/payment-keys.ts";',
        ),
      },
      "web-features",
      "src/web/features/admin/admin-keys.ts",
      "admin web feature imports the payments web feature",
    );
  });

  test("shared code in src/web/lib and src/web/components is allowed", () => {
    expectClean({
      "src/web/features/admin/admin-keys.ts": prepend(
        'import { api as client } from "../../lib/api-client.ts";',
      ),
    });
  });
});

describe("layers", () => {
  test("the web app never imports the server", () => {
    expectBreak(
      { "src/web/lib/api-client.ts": prepend('import type { Config } from "../../server/config.ts";') },
      "web-not-server",
      "src/web/lib/api-client.ts",
    );
  });

  test("the contract imports only the contract", () => {
    expectBreak(
      { "src/contract/events.ts": prepend('import { log } from "../server/logger.ts";') },
      "contract-alone",
      "src/contract/events.ts",
    );
  });
});

describe("imports in src/server never run back up a floor", () => {
  test("events asking for the guests service's type closes a circle (guests uses events)", () => {
    const v = expectBreak(
      {
        "src/server/events/service.ts": prepend(
          'import type { GuestsService as Above } from "../guests/service.ts";',
        ),
      },
      "server-floors",
      "src/server",
      "events, guests",
    );
    assert.match(v.message, /events → guests \(src\/server\/events\/service\.ts:1\)/);
    assert.match(v.message, /guests → events/);
  });

  test("a port the lower floor declares itself is no import", () => {
    expectClean({
      "src/server/events/service.ts": append(
        "export type GuestCounter = { replyCounts(eventIds: string[]): Promise<Map<string, number>> };",
      ),
    });
  });

  test("tests may reach across floors", () => {
    expectClean({
      "src/server/events/events.test.ts": prepend(
        'import type { GuestsService as Above } from "../guests/service.ts";',
      ),
    });
  });
});

describe("dates are formatted only in the date modules", () => {
  for (const [name, line] of [
    ["toLocaleDateString", "new Date(iso).toLocaleDateString('en-US')"],
    ["toLocaleTimeString", "moment.toLocaleTimeString()"],
    ["toLocaleString on a new Date", "new Date(iso).toLocaleString('en-US')"],
    ["toLocaleString on a moment's name", "row.createdAt.toLocaleString()"],
    ["toLocaleString with a date's options", "value.toLocaleString('en-US', { month: 'short' })"],
    ["new Intl.DateTimeFormat", "new Intl.DateTimeFormat('en-US').format(moment)"],
    ["Intl.DateTimeFormat without new", "Intl.DateTimeFormat('en-US').format(moment)"],
  ]) {
    test(`${name} in a web feature fails`, () => {
      const v = expectBreak(
        {
          "src/web/features/payments/payment-keys.ts": append(
            `export const shown = (iso: string, moment: Date, row: { createdAt: Date }, value: Date) => ${line};`,
          ),
        },
        "date-format",
        "src/web/features/payments/payment-keys.ts",
      );
      assert.match(v.instead, /src\/web\/lib\/event-date-format\.ts/);
    });
  }

  test("on the server, the contract's date modules are the place", () => {
    const v = expectBreak(
      {
        "src/server/payments/receipt-pdf.ts": append(
          "export const day = (d: Date) => d.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' });",
        ),
      },
      "date-format",
      "src/server/payments/receipt-pdf.ts",
    );
    assert.match(v.instead, /src\/contract\/event-dates\.ts/);
  });

  test("numbers, the date modules themselves and tests are left alone", () => {
    expectClean({
      "src/web/features/dashboard/dashboard-tiles.tsx": append(
        'export const guestsShown = (total: number) => total.toLocaleString("en-IN");',
      ),
      "src/web/lib/event-date-format.ts": append(
        'export const shortDay = (iso: string) => new Date(iso).toLocaleDateString("en-US");',
      ),
      "src/web/lib/event-date-format.test.ts": append(
        'export const expected = new Intl.DateTimeFormat("en-CA").format(new Date());',
      ),
    });
  });
});
