import { useSyncExternalStore } from "react";
import type { ThemeName } from "../../contract/profile.ts";

// The theme the app shows. The saved choice lives in the user's preferences on the server; this
// copy in localStorage paints the right colours from the first frame, before /api/profile answers.
const storageKey = "eventhub.theme";
const listeners = new Set<() => void>();

function read(): ThemeName {
  try {
    return localStorage.getItem(storageKey) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

let current: ThemeName = typeof window === "undefined" ? "light" : read();

/** Switches the whole app's theme at once (the profile's switch, and the saved choice on load). */
export function setThemeMode(mode: ThemeName) {
  if (mode === current) return;
  current = mode;
  try {
    localStorage.setItem(storageKey, mode);
  } catch {
    // Private mode: the choice still holds for this visit and comes back from the server next time.
  }
  for (const listener of listeners) listener();
}

export function useThemeMode(): ThemeName {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => "light",
  );
}
