import type { z } from "zod";
import type { ReplyFormState, ReplyValues } from "../../contract/guest-pages.ts";
import { partFields } from "../../contract/reply-parts.ts";
import type { RsvpView } from "../../contract/rsvp.ts";
import {
  type OpenRsvp,
  openRsvpSchema,
  type RsvpReply,
  rsvpReplySchema,
  rsvpResponses,
} from "../../contract/rsvp.ts";
import { onlyAsked, plusOneFields } from "../../contract/rsvp-questions.ts";
import { AppError } from "../http/app-error.ts";
import type { FormFields } from "./page-form.ts";

// A reply form posted by a browser (the guest pages work without script): read as the JSON API
// would be, checked with the same zod schemas, and when refused, turned back into a form that
// shows what was typed and the messages beside the fields.

const text = (values: string[] | undefined): string => values?.[0] ?? "";

/**
 * The form's fields as typed; empty +1 boxes (the form shows spare ones) are not names, and their
 * answers go with them. Box i's meal and dietary needs are the fields plusOneMeal.i and
 * plusOneDietary.i (guest-reply-form.tsx), so they stay with their name whichever boxes are empty.
 */
export function replyValuesOf(body: FormFields, askIdentity: boolean): ReplyValues {
  const response = text(body.response);
  const party = (body.plusOnes ?? body["plusOnes[]"] ?? [])
    .map((name, i) => ({
      name,
      answer: {
        mealChoice: text(body[plusOneFields.meal(i)]) || null,
        dietaryNotes: text(body[plusOneFields.dietary(i)]),
      },
    }))
    .filter(({ name }) => name.trim() !== "");
  const parts = text(body.partsForm) === "1" ? partAnswersOf(body, askIdentity) : undefined;
  return {
    response: parts ? partsResponse(parts, askIdentity) : knownResponse(response),
    plusOnes: party.map((p) => p.name),
    plusOneAnswers: party.map((p) => p.answer),
    mealChoice: text(body.mealChoice) || null,
    dietaryNotes: text(body.dietaryNotes),
    noteToHost: text(body.noteToHost),
    ...(askIdentity ? { name: text(body.name), email: text(body.email) } : {}),
    ...(parts ? { parts } : {}),
  };
}

const knownResponse = (response: string): ReplyValues["response"] =>
  (rsvpResponses as readonly string[]).includes(response) ? (response as ReplyValues["response"]) : null;

/**
 * A form at an event in parts: per part, "yes" or "no" (part.<id>) and the party (partParty.<id>,
 * posted for every part, so a part left unanswered is still known); an open registration's
 * checked parts (parts). A part's id is only read here: the service checks it is the guest's.
 */
function partAnswersOf(body: FormFields, open: boolean): NonNullable<ReplyValues["parts"]> {
  if (open) return (body[partFields.chosen] ?? []).map((partId) => ({ partId, attending: true, party: 1 }));
  const prefix = partFields.party("");
  return Object.keys(body)
    .filter((key) => key.startsWith(prefix))
    .map((key) => {
      const partId = key.slice(prefix.length);
      const answer = text(body[partFields.answer(partId)]);
      return {
        partId,
        attending: answer === "yes" ? true : answer === "no" ? false : null,
        party: Math.max(1, Number.parseInt(text(body[key]), 10) || 1),
      };
    });
}

/**
 * The overall answer of a form in parts: Attending when coming to any part (an open registration
 * always), so the party's questions are read; otherwise No (the service then names any part left
 * unanswered beside it).
 */
const partsResponse = (parts: NonNullable<ReplyValues["parts"]>, open: boolean): ReplyValues["response"] =>
  open || parts.some((p) => p.attending) ? "attending" : "not_attending";

/** The answered parts as the reply sends them; unanswered ones are left for the service to name. */
const answeredParts = (values: ReplyValues) =>
  values.parts?.flatMap((p) => (p.attending === null ? [] : [{ ...p, attending: p.attending }]));

type Checked<T> = { ok: true; reply: T } | { ok: false; form: ReplyFormState };

function refused(values: ReplyValues, error: z.ZodError): { ok: false; form: ReplyFormState } {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= issue.message;
  }
  return { ok: false, form: { values, errors, problem: null } };
}

/** A personal reply, with only the questions its answer is asked. */
export function checkReply(options: RsvpView["form"], values: ReplyValues): Checked<RsvpReply> {
  const parsed = rsvpReplySchema.safeParse({ ...onlyAsked(options, values), parts: answeredParts(values) });
  return parsed.success ? { ok: true, reply: parsed.data } : refused(values, parsed.error);
}

/** An open reply: name and e-mail, then the reply. */
export function checkOpenReply(options: RsvpView["form"], values: ReplyValues): Checked<OpenRsvp> {
  const parsed = openRsvpSchema.safeParse({
    ...onlyAsked(options, { ...values, name: values.name ?? "", email: values.email ?? "" }),
    parts: answeredParts(values),
  });
  return parsed.success ? { ok: true, reply: parsed.data } : refused(values, parsed.error);
}

/**
 * A refusal from the service (replies closed, too many +1s) as the form shows it: beside its field
 * when it names one, otherwise above the button. Anything else is not the guest's to fix.
 */
export function refusedByService(values: ReplyValues, error: unknown): ReplyFormState {
  if (!(error instanceof AppError) || error.code === "internal") throw error;
  const errors = { ...(error.fields ?? {}) };
  return { values, errors, problem: Object.keys(errors).length > 0 ? null : error.message };
}
