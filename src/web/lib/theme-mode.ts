import { useSyncExternalStore } from "react";
import type { ThemeName } from "../../contract/profile.ts";

// The theme the app shows. The saved choice lives in the user's preferences on the server; this
// copy in localStorage paints the right colours from the first frame, before /api/profile answers.
// Until the user picks light or dark ("system"), the device's own setting decides, and a change of
// it (a phone turning dark at sunset) repaints at once.
const storageKey = "eventhub.theme";
const listeners = new Set<() => void>();
const darkQuery = typeof window === "undefined" ? null : window.matchMedia("(prefers-color-scheme: dark)");

function read(): ThemeName {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored === "dark" || stored === "light" ? stored : "system";
  } catch {
    return "system";
  }
}

let choice: ThemeName = typeof window === "undefined" ? "system" : read();

const notify = () => {
  for (const listener of listeners) listener();
};
darkQuery?.addEventListener("change", () => {
  if (choice === "system") notify();
});

/** Sets the user's choice (the profile's switch, and the saved choice on load); the app repaints at once. */
export function setThemeMode(mode: ThemeName) {
  if (mode === choice) return;
  choice = mode;
  try {
    localStorage.setItem(storageKey, mode);
  } catch {
    // Private mode: the choice still holds for this visit and comes back from the server next time.
  }
  notify();
}

/** The colours to paint: the user's pick, else the device's setting. */
function shownMode(): "light" | "dark" {
  if (choice !== "system") return choice;
  return darkQuery?.matches ? "dark" : "light";
}

export function useThemeMode(): "light" | "dark" {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    shownMode,
    () => "light",
  );
}
