import { eventInputSchema } from "../../../contract/events.ts";
import {
  type BannerChange,
  type EventFormValues,
  isEventField,
  stepFields,
  stepOfField,
} from "./event-form-values.ts";

/**
 * What the event wizard keeps over a reload: the fields, and what the host did to the banner. A new
 * picture is a File, which storage cannot hold: only its name is kept, to ask for it again.
 */
export type EventDraft = EventFormValues & { bannerRemoved: boolean; bannerFileName: string };

export function toDraft(values: EventFormValues, banner: BannerChange): EventDraft {
  return {
    ...values,
    bannerRemoved: banner.kind === "remove",
    bannerFileName: banner.kind === "replace" ? banner.file.name : "",
  };
}

export function fromDraft({ bannerRemoved: _, bannerFileName: __, ...values }: EventDraft): EventFormValues {
  return values;
}

/**
 * The furthest step the host may be on: the first step with a field the schema refuses, or the
 * preview when every field is fine.
 */
export function firstInvalidStep(values: EventFormValues): number {
  const result = eventInputSchema.safeParse(values);
  if (result.success) return stepFields.length;
  const steps = result.error.issues.flatMap((issue) => {
    const field = String(issue.path[0] ?? "");
    return isEventField(field) && stepOfField(field) >= 0 ? [stepOfField(field)] : [];
  });
  return steps.length > 0 ? Math.min(...steps) : stepFields.length;
}
