import { describe, expect, it } from "vitest";
import type { RsvpReply } from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import { AppError } from "../http/app-error.ts";
import { checkPlusOnes, replyChanged, replyFields } from "./reply-rules.ts";

const reply = (over: Partial<RsvpReply> = {}): RsvpReply => ({
  response: "attending",
  plusOnes: [],
  plusOneAnswers: [],
  mealChoice: "Veg",
  dietaryNotes: "No nuts",
  noteToHost: "See you!",
  ...over,
});

describe("the +1s of a reply", () => {
  it("keeps up to the allowance, and refuses one more with the spec's text on the field", () => {
    expect(checkPlusOnes(reply({ plusOnes: ["Ravi", "Meena"] }), 2)).toEqual(["Ravi", "Meena"]);
    expect(checkPlusOnes(reply({ plusOnes: [] }), 0)).toEqual([]);
    let refused: unknown;
    try {
      checkPlusOnes(reply({ plusOnes: ["Ravi", "Meena", "Anu"] }), 2);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: "validation_failed",
      message: rsvpMessages.tooManyPlusOnes(2),
      fields: { plusOnes: rsvpMessages.tooManyPlusOnes(2) },
    });
    expect(() => checkPlusOnes(reply({ plusOnes: ["Ravi"] }), 0)).toThrow(rsvpMessages.tooManyPlusOnes(0));
  });

  it("drops the +1s of someone not attending, however many were sent", () => {
    for (const response of ["not_attending", "maybe"] as const) {
      expect(checkPlusOnes(reply({ response, plusOnes: ["Ravi", "Meena"] }), 0)).toEqual([]);
    }
  });
});

describe("what is kept of a reply", () => {
  const asks = { askMeal: true, askDietary: true };

  it("keeps the meal and dietary notes of someone attending when the host asked", () => {
    const before = Date.now();
    const kept = replyFields(asks, reply(), ["Ravi"], null);
    expect(kept).toMatchObject({
      response: "attending",
      plusOnes: ["Ravi"],
      // Ravi answered nothing: his place holds an empty answer, not the guest's.
      plusOneAnswers: [{ mealChoice: null, dietaryNotes: "" }],
      mealChoice: "Veg",
      dietaryNotes: "No nuts",
      heldAnswers: null,
      noteToHost: "See you!",
    });
    expect(kept.respondedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(kept.respondedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("drops what the host did not ask for", () => {
    const party = reply({
      plusOnes: ["Ravi"],
      plusOneAnswers: [{ mealChoice: "Non-veg", dietaryNotes: "Vegan" }],
    });
    expect(replyFields({ askMeal: false, askDietary: true }, party, ["Ravi"], null)).toMatchObject({
      mealChoice: null,
      dietaryNotes: "No nuts",
      plusOneAnswers: [{ mealChoice: null, dietaryNotes: "Vegan" }],
    });
    expect(replyFields({ askMeal: true, askDietary: false }, party, ["Ravi"], null)).toMatchObject({
      mealChoice: "Veg",
      dietaryNotes: "",
      plusOneAnswers: [{ mealChoice: "Non-veg", dietaryNotes: "" }],
    });
  });

  it("gives each +1 their own answers, one per name, whatever else was sent", () => {
    const sent = reply({
      plusOnes: ["Ravi", "Meena"],
      plusOneAnswers: [
        { mealChoice: "Non-veg", dietaryNotes: "" },
        { mealChoice: "Veg", dietaryNotes: "Gluten free" },
        { mealChoice: "Jain", dietaryNotes: "nobody's" },
      ],
    });
    expect(replyFields(asks, sent, ["Ravi", "Meena"], null).plusOneAnswers).toEqual([
      { mealChoice: "Non-veg", dietaryNotes: "" },
      { mealChoice: "Veg", dietaryNotes: "Gluten free" },
    ]);
  });

  it("shows the host nothing of the party of someone not attending, and keeps it aside, but keeps the note", () => {
    const attending = {
      plusOnes: ["Ravi"],
      plusOneAnswers: [{ mealChoice: "Non-veg", dietaryNotes: "" }],
      mealChoice: "Veg",
      dietaryNotes: "No nuts",
      heldAnswers: null,
    };
    for (const response of ["not_attending", "maybe"] as const) {
      const kept = replyFields(asks, reply({ response }), [], attending);
      expect(kept).toMatchObject({
        response,
        plusOnes: [],
        plusOneAnswers: [],
        mealChoice: null,
        dietaryNotes: "",
        noteToHost: "See you!",
      });
      const { heldAnswers: _, ...answers } = attending;
      expect(kept.heldAnswers).toEqual(answers);
      // Maybe then No: what was kept aside stays kept.
      const again = replyFields(asks, reply({ response: "not_attending" }), [], {
        ...attending,
        ...kept,
      });
      expect(again.heldAnswers).toEqual(answers);
    }
    // Nothing answered, nothing kept.
    const none = { plusOnes: [], plusOneAnswers: [], mealChoice: null, dietaryNotes: "", heldAnswers: null };
    expect(replyFields(asks, reply({ response: "maybe" }), [], none).heldAnswers).toBeNull();
  });
});

describe("whether a reply is news to the host", () => {
  const answered = {
    status: "confirmed" as const,
    plusOnes: ["Ravi"],
    plusOneAnswers: [{ mealChoice: "Veg", dietaryNotes: "" }],
    mealChoice: "Veg",
    dietaryNotes: "No nuts",
    noteToHost: "See you!",
    respondedAt: new Date("2031-01-01T10:00:00Z"),
  };

  it("a first reply is news; the same reply sent again is not", () => {
    expect(replyChanged({ ...answered, respondedAt: null }, answered)).toBe(true);
    expect(replyChanged(answered, { ...answered, plusOnes: ["Ravi"] })).toBe(false);
    const two = { ...answered, plusOnes: ["Ravi", "Meena"] };
    expect(replyChanged(two, { ...two, plusOnes: ["Ravi", "Meena"] })).toBe(false);
    // The same letters split differently are other people.
    expect(replyChanged(two, { ...two, plusOnes: ["RaviMeena"] })).toBe(true);
  });

  it("any changed answer is news", () => {
    const changes = [
      { status: "declined" as const },
      { plusOnes: ["Ravi", "Meena"] },
      { plusOnes: [] },
      { mealChoice: "Non-veg" },
      { plusOneAnswers: [{ mealChoice: "Non-veg", dietaryNotes: "" }] },
      { dietaryNotes: "" },
      { noteToHost: "Running late" },
    ];
    for (const change of changes)
      expect({ change, news: replyChanged(answered, { ...answered, ...change }) }).toEqual({
        change,
        news: true,
      });
  });
});
