import { useEffect, useState } from "react";
import type { BannerChange } from "./event-form-values.ts";

type Choice = { change: BannerChange; previewUrl: string | null };

/**
 * The banner picked in the wizard: a local preview of a new file (its object URL freed when replaced
 * or unmounted), or the event's current banner, or none. `startRemoved` carries a draft's removal of
 * the saved banner over a reload (a new file cannot be kept: it has to be chosen again).
 */
export function useBannerChoice(currentUrl: string | null, startRemoved = false) {
  const kept: Choice = { change: { kind: "keep" }, previewUrl: currentUrl };
  const [choice, setChoice] = useState<Choice>(
    startRemoved && currentUrl ? { change: { kind: "remove" }, previewUrl: null } : kept,
  );

  useEffect(() => {
    const url = choice.previewUrl;
    return () => {
      if (url?.startsWith("blob:")) URL.revokeObjectURL(url);
    };
  }, [choice.previewUrl]);

  return {
    change: choice.change,
    previewUrl: choice.previewUrl,
    select: (file: File) =>
      setChoice({ change: { kind: "replace", file }, previewUrl: URL.createObjectURL(file) }),
    // Removing a file that was never saved just forgets it; removing the saved banner deletes it.
    remove: () => setChoice({ change: currentUrl ? { kind: "remove" } : { kind: "keep" }, previewUrl: null }),
    /** Back to the saved banner, as when the form opened. */
    reset: () => setChoice(kept),
  };
}
