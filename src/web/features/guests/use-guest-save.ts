import { useState } from "react";
import type { GuestInput } from "../../../contract/guests.ts";
import { useRedirectAfter } from "../../lib/use-redirect-after.ts";
import { type GuestSaveProblem, guestSaveProblem } from "./guest-save-problem.ts";

/**
 * Saving the Add or Edit Guest form through `send`: whether it is saved (offline: only kept on the
 * device, `queued`, and sent later), and the move back to the guest list after.
 */
export function useGuestSave(send: (values: GuestInput) => Promise<{ queued: boolean }>, listPath: string) {
  const redirectAfter = useRedirectAfter();
  const [saved, setSaved] = useState(false);
  const [queued, setQueued] = useState(false);

  /** Sends the guest and stays; the form's problem when it fails. */
  async function sendOnly(values: GuestInput): Promise<GuestSaveProblem | undefined> {
    try {
      setQueued((await send(values)).queued);
    } catch (error) {
      return guestSaveProblem(error);
    }
    return undefined;
  }

  /** Sends the guest, then goes back to the list. */
  async function save(values: GuestInput): Promise<GuestSaveProblem | undefined> {
    const problem = await sendOnly(values);
    if (problem) return problem;
    setSaved(true);
    redirectAfter(listPath);
    return undefined;
  }

  return { saved, queued, save, sendOnly };
}
