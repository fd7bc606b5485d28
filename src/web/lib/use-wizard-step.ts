import { useEffect } from "react";
import { useSearchParams } from "react-router";

const param = "step";

/**
 * A wizard's step kept in the address (?step=2, counted from 1), so the browser's Back and Forward
 * move between steps and a reload stays on the step. `reachable` is the last step the host may be on
 * (the first one whose earlier steps are not all valid): an address asking for a later step shows that
 * one instead, and the address is corrected in place. Other search parameters are kept.
 */
export function useWizardStep(count: number, reachable: number, initialStep = 0) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = Number.parseInt(searchParams.get(param) ?? "", 10);
  const requested = Number.isInteger(asked) && asked >= 1 && asked <= count ? asked - 1 : initialStep;
  const step = Math.min(requested, Math.max(reachable, 0));
  const corrected = searchParams.has(param) && asked !== step + 1;

  useEffect(() => {
    if (!corrected) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(param, String(step + 1));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [corrected, step, setSearchParams]);

  function goTo(next: number) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(param, String(next + 1));
        return params;
      },
      { preventScrollReset: true },
    );
  }

  /** True when the address asked for a later step than the host may be on (e.g. after a reload). */
  return { step, goTo, fellBack: requested > step };
}
