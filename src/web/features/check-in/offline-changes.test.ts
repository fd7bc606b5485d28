import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import type { DoorGuest, DoorSummary } from "../../../contract/check-in.ts";
import { doorKeys } from "./door-keys.ts";
import { findByName } from "./find-by-name.ts";
import { type DoorChangeData, doorChangeKind } from "./offline-changes.ts";

// How door actions made offline show on the door's screen before the server has them: once, however
// often the queue shows them again, and taken off again when discarded.

const eventId = "event-1";
const guest = (name: string, over: Partial<DoorGuest> = {}): DoorGuest => ({
  id: `id-${name.toLowerCase().replace(/\W+/g, "-")}`,
  name,
  category: null,
  status: "confirmed",
  vip: false,
  partySize: 4,
  checkedIn: null,
  ...over,
});
const priya = guest("Priya Sharma");
const rahul = guest("Rahul Verma", { partySize: 1 });
const arrival = (party: number) => ({ at: "2034-02-14T13:35:00.000Z", time: "19:05", party });

const serverSummary = (): DoorSummary => ({
  eventId,
  title: "Sharma Wedding",
  date: "2034-02-14",
  time: "19:00",
  timeZone: "Asia/Kolkata",
  view: "host",
  arrived: 0,
  arrivedGuests: 0,
  expected: 5,
  recent: [],
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(doorKeys.summary(eventId), serverSummary());
  client.setQueryData(doorKeys.guestList(eventId), { items: [priya, rahul] });
  client.setQueryData(doorKeys.search(eventId, "pri"), { items: [priya] });
});

const change = (id: string, before: DoorGuest | null, after: DoorGuest) => ({
  id,
  data: { eventId, before, after } satisfies DoorChangeData,
});
const summary = () => client.getQueryData<DoorSummary>(doorKeys.summary(eventId));
const listed = () => client.getQueryData<{ items: DoorGuest[] }>(doorKeys.guestList(eventId))?.items;
const searched = () => client.getQueryData<{ items: DoorGuest[] }>(doorKeys.search(eventId, "pri"))?.items;

describe("a check-in made offline", () => {
  const checkIn = change("c1", priya, { ...priya, checkedIn: arrival(3) });

  it("shows the guest in and moves the counter once, however often it is shown again", () => {
    doorChangeKind.apply(client, checkIn);
    doorChangeKind.apply(client, checkIn);
    expect(summary()).toMatchObject({ arrived: 3, arrivedGuests: 1, expected: 5 });
    expect(summary()?.recent.map((g) => g.name)).toEqual(["Priya Sharma"]);
    expect(listed()?.[0].checkedIn).toEqual(arrival(3));
    expect(searched()?.[0].checkedIn).toEqual(arrival(3));
  });

  it("shows again on fresh data from the server, which does not have it yet", () => {
    doorChangeKind.apply(client, checkIn);
    client.setQueryData(doorKeys.summary(eventId), { ...serverSummary(), arrived: 1, arrivedGuests: 1 });
    doorChangeKind.apply(client, checkIn);
    expect(summary()).toMatchObject({ arrived: 4, arrivedGuests: 2 });
  });

  it("and its undo, both waiting, leave the counter as it was", () => {
    const undo = change("u1", checkIn.data.after, priya);
    for (let round = 0; round < 2; round++) {
      doorChangeKind.apply(client, checkIn);
      doorChangeKind.apply(client, undo);
    }
    expect(summary()).toMatchObject({ arrived: 0, arrivedGuests: 0, recent: [] });
    expect(listed()?.[0].checkedIn).toBeNull();
  });

  it("is taken off the screen when discarded, but not off fresh data that never showed it", () => {
    doorChangeKind.apply(client, checkIn);
    doorChangeKind.revert(client, checkIn);
    expect(summary()).toMatchObject({ arrived: 0, arrivedGuests: 0, recent: [] });
    expect(listed()?.[0].checkedIn).toBeNull();

    // Another door checked her in meanwhile: the server's copy stays.
    doorChangeKind.apply(client, checkIn);
    const elsewhere = { ...priya, checkedIn: { ...arrival(4), at: "2034-02-14T13:40:00.000Z" } };
    client.setQueryData(doorKeys.summary(eventId), {
      ...serverSummary(),
      arrived: 4,
      arrivedGuests: 1,
      recent: [elsewhere],
    });
    client.setQueryData(doorKeys.guestList(eventId), { items: [elsewhere, rahul] });
    doorChangeKind.revert(client, checkIn);
    expect(summary()).toMatchObject({ arrived: 4, arrivedGuests: 1 });
    expect(listed()?.[0]).toEqual(elsewhere);
  });
});

describe("a walk-in made offline", () => {
  const kabir = guest("Kabir Khan", { id: "offline-kabir", partySize: 2, checkedIn: arrival(2) });
  const walkIn = change("w1", null, kabir);

  it("joins the guest list by name, the expected and the arrived; discarded, it leaves them", () => {
    doorChangeKind.apply(client, walkIn);
    doorChangeKind.apply(client, walkIn);
    expect(listed()?.map((g) => g.name)).toEqual(["Kabir Khan", "Priya Sharma", "Rahul Verma"]);
    expect(summary()).toMatchObject({ arrived: 2, arrivedGuests: 1, expected: 7 });
    doorChangeKind.revert(client, walkIn);
    expect(listed()?.map((g) => g.name)).toEqual(["Priya Sharma", "Rahul Verma"]);
    expect(summary()).toMatchObject({ arrived: 0, arrivedGuests: 0, expected: 5, recent: [] });
  });
});

describe("finding guests by name on the device", () => {
  it("matches any part of the name in any case, by name, at most 20", () => {
    const many = Array.from({ length: 25 }, (_, i) => guest(`Guest ${String(i).padStart(2, "0")}`));
    expect(findByName([rahul, priya], "  SHAR ").map((g) => g.name)).toEqual(["Priya Sharma"]);
    expect(findByName([rahul, priya], "a").map((g) => g.name)).toEqual(["Priya Sharma", "Rahul Verma"]);
    expect(findByName([rahul, priya], " ")).toEqual([]);
    expect(findByName(many, "guest")).toHaveLength(20);
    expect(findByName(many, "guest")[0].name).toBe("Guest 00");
  });
});
