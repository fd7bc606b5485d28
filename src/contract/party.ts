// A party is the guest and their +1s, each a person with their own meal and dietary needs. The
// +1s' names (`plusOnes`) and answers (`plusOneAnswers`) are two lists kept in step: answer i
// belongs to name i. A +1 with no answer at i (a walk-in's party, a reply from before +1s were
// asked) simply has none. Without zod, so the guest pages' script may use it.

/** One +1's answers to the meal and dietary questions. */
export type PersonAnswer = { mealChoice: string | null; dietaryNotes: string };

export const noAnswer: PersonAnswer = { mealChoice: null, dietaryNotes: "" };

/** What an attending reply answers beyond yes: who comes along, and what each person eats. */
export type PartyAnswers = {
  plusOnes: string[];
  plusOneAnswers: PersonAnswer[];
  mealChoice: string | null;
  dietaryNotes: string;
};

export const noPartyAnswers: PartyAnswers = {
  plusOnes: [],
  plusOneAnswers: [],
  mealChoice: null,
  dietaryNotes: "",
};

/** Whether anything beyond yes was answered. */
export const hasPartyAnswers = (a: PartyAnswers) =>
  a.plusOnes.length > 0 ||
  a.mealChoice !== null ||
  a.dietaryNotes !== "" ||
  a.plusOneAnswers.some((p) => p.mealChoice !== null || p.dietaryNotes !== "");

type Party = PartyAnswers & { name: string };

/** Every person of a party, the guest first, each with their own answers. */
export function partyPeople(party: Party): ({ name: string } & PersonAnswer)[] {
  return [
    { name: party.name, mealChoice: party.mealChoice, dietaryNotes: party.dietaryNotes },
    ...party.plusOnes.map((name, i) => ({ name, ...(party.plusOneAnswers[i] ?? noAnswer) })),
  ];
}

/** The +1s' answers lined up with their names: one per name, missing ones empty. */
export function answersFor(plusOnes: string[], answers: PersonAnswer[]): PersonAnswer[] {
  return plusOnes.map((_, i) => answers[i] ?? noAnswer);
}

/** "Asha (Vegetarian; no nuts)": a person as the host and the guest read them in a list. */
export function personText(person: { name: string } & PersonAnswer): string {
  const answers = [person.mealChoice, person.dietaryNotes].filter(Boolean);
  return answers.length > 0 ? `${person.name} (${answers.join("; ")})` : person.name;
}

/** "Asha (Vegetarian), Ravi": a party's +1s, each with their answers. */
export function plusOnesText(party: Pick<PartyAnswers, "plusOnes" | "plusOneAnswers">): string {
  return party.plusOnes
    .map((name, i) => personText({ name, ...(party.plusOneAnswers[i] ?? noAnswer) }))
    .join(", ");
}
