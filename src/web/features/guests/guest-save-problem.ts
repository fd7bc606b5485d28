import { guestMessages } from "../../../contract/guests.ts";
import { ApiError } from "../../lib/api-client.ts";

export type GuestSaveProblem = {
  /** Shown in an Alert above the form. */
  formError?: string;
  /** The server's per-field messages (e.g. a duplicate e-mail), shown under the fields. */
  fieldErrors?: Record<string, string>;
};

const saveFailed = "Failed to save guest information";

/** The spec's refusal texts come from the server as they are; anything unexpected is the generic one. */
export function guestSaveProblem(error: unknown): GuestSaveProblem {
  if (!(error instanceof ApiError)) return { formError: saveFailed };
  if (error.fields && (error.status === 400 || error.status === 409)) return { fieldErrors: error.fields };
  if ([401, 403, 404].includes(error.status)) return { formError: error.message };
  if (error.status === 409) return { formError: error.message || guestMessages.duplicateEmail };
  return { formError: saveFailed };
}
