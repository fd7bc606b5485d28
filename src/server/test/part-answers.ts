import type { PartInputForm, PartReply } from "../../contract/parts.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { lockEventRow } from "../events/service.ts";
import type { TestApp } from "./test-app.ts";

// Events in parts for the tests of the features that read them (headcount, messages): parts made
// and answered through the parts service, as the parts API and the guest's reply do.

/** A part's fields, `over` what matters to the test. */
export const partInput = (name: string, over: Partial<PartInputForm> = {}) => ({
  name,
  date: "2035-02-10",
  startTime: "10:00",
  endTime: null,
  venue: null,
  note: "",
  capacity: null,
  isPublic: true,
  ...over,
});

export const addPart = (t: TestApp, actor: CurrentUser, eventId: string, name: string, over = {}) =>
  t.services.parts.create(actor, eventId, partInput(name, over));

/** The guest's answers per part, inside a transaction with the event row locked (as a reply is). */
export const answerParts = (
  t: TestApp,
  guest: { id: string; eventId: string; plusOnes: string[] },
  replies: PartReply[],
) =>
  t.db.transaction(async (tx) => {
    await lockEventRow(tx, guest.eventId);
    return t.services.parts.answer(tx, guest, replies);
  });
