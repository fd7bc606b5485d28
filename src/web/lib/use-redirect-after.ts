import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/** Navigates after a pause (the spec's 1.5 s after a save), and not at all if the user left first. */
export function useRedirectAfter() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to: string, delayMs = 1500) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(to), delayMs);
  };
}
