import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog.tsx";

type Props = {
  /** True while the form holds changes that are not saved. */
  when: boolean;
  /** Runs when the host chooses to leave anyway, before the page changes (e.g. to drop the draft). */
  onLeave?: () => void;
};

/**
 * Asks before unsaved changes are lost: a dialog for a move to another page of the app, and the
 * browser's own question for closing or reloading the tab. A change of the search only (a wizard's
 * ?step=) stays on the same page and never asks.
 */
export function UnsavedChangesGuard({ when, onLeave }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [when]);

  // Saved meanwhile (or the changes undone): let a waiting move go on without asking.
  useEffect(() => {
    if (blocker.state === "blocked" && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="Leave without saving?"
      confirmLabel="Leave"
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onClose={() => blocker.reset?.()}
    >
      What you have entered here is not saved yet. If you leave now, it is lost.
    </ConfirmDialog>
  );
}
