import type { RsvpResponse, RsvpView } from "./rsvp.ts";

// Which of the reply form's questions an answer is asked, in one place for the form that shows them
// and the server that reads a posted form: +1s, meal and dietary needs only of those attending.

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
    mealChoice: string | null;
    dietaryNotes: string;
  },
>(options: Options, values: T): T {
  const ask = questionsAsked(options, values.response);
  return {
    ...values,
    plusOnes: ask.plusOnes ? values.plusOnes : [],
    mealChoice: ask.meal ? values.mealChoice || null : null,
    dietaryNotes: ask.dietary ? values.dietaryNotes : "",
  };
}
