import type { PersonAnswer } from "./party.ts";
import type { RsvpResponse, RsvpView } from "./rsvp.ts";

// Which of the reply form's questions an answer is asked, in one place for the form that shows them
// and the server that reads a posted form: +1s, meal and dietary needs only of those attending, the
// meal and dietary questions of every person in the party (the guest and each +1).

type Options = RsvpView["form"];

export function questionsAsked(options: Options, response: RsvpResponse | null | undefined) {
  const attending = response === "attending";
  return {
    plusOnes: attending && options.plusOnesAllowed > 0,
    meal: attending && options.askMeal && options.mealOptions.length > 0,
    dietary: attending && options.askDietary,
  };
}

/**
 * The answer with what was not asked left out, so a hidden field never blocks or leaks into a
 * reply (a guest who picks Attending, fills the meal, then picks Not attending sends no meal).
 */
export function onlyAsked<
  T extends {
    response: RsvpResponse | null;
    plusOnes: string[];
    plusOneAnswers: PersonAnswer[];
    mealChoice: string | null;
    dietaryNotes: string;
  },
>(options: Options, values: T): T {
  const ask = questionsAsked(options, values.response);
  const person = (p: PersonAnswer): PersonAnswer => ({
    mealChoice: ask.meal ? p.mealChoice || null : null,
    dietaryNotes: ask.dietary ? p.dietaryNotes : "",
  });
  return {
    ...values,
    plusOnes: ask.plusOnes ? values.plusOnes : [],
    plusOneAnswers: ask.plusOnes ? values.plusOneAnswers.map(person) : [],
    ...person(values),
  };
}

/** The reply form's field names of +1 box i's meal and dietary needs (the form and its reader). */
export const plusOneFields = {
  meal: (i: number) => `plusOneMeal.${i}`,
  dietary: (i: number) => `plusOneDietary.${i}`,
};
