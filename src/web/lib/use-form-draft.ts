import { useEffect, useState } from "react";

/** A draft's values: plain JSON (text, numbers, booleans and lists of them), never File objects. */
export type DraftValues = Record<string, unknown>;

type StoredDraft = { base: string; values: DraftValues };

const prefix = "eventhub:draft:";

// sessionStorage, not localStorage: a draft survives a reload or a crash of this tab, but never turns
// up in another tab or for the next person at a shared computer once the tab is closed.
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the form still works, only without drafts.
    return null;
  }
}

/** Forgets every draft in this tab: after signing out, nothing typed stays behind for the next person. */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? "");
  for (const key of keys) if (key.startsWith(prefix)) store.removeItem(key);
}

/** True when both hold the same values, whatever the order of their keys. */
export function sameValues(a: DraftValues, b: DraftValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

function sameKind(model: unknown, value: unknown): boolean {
  if (Array.isArray(model)) {
    return (
      Array.isArray(value) && value.every((item) => ["string", "number", "boolean"].includes(typeof item))
    );
  }
  // A field that starts empty (null) holds text once filled in (the invitation's template id).
  if (model === null) return value === null || typeof value === "string";
  return typeof model === typeof value && !Array.isArray(value) && value !== null;
}

/**
 * The stored values laid over the form's own, keeping only the fields the form has, of the kind it
 * has them: a draft written by an older version of the app can never put a wrong type into a form.
 */
function mergeDraft<T extends DraftValues>(pristine: T, stored: DraftValues): T {
  const merged: DraftValues = { ...pristine };
  for (const key of Object.keys(pristine)) {
    if (key in stored && sameKind(pristine[key], stored[key])) merged[key] = stored[key];
  }
  return merged as T;
}

function readDraft<T extends DraftValues>(key: string, pristine: T): T | null {
  const store = storage();
  const text = store?.getItem(prefix + key);
  if (!store || !text) return null;
  try {
    const stored = JSON.parse(text) as StoredDraft;
    // The record changed since the draft began (saved from another tab): the draft no longer applies.
    if (stored.base !== JSON.stringify(pristine) || typeof stored.values !== "object") {
      store.removeItem(prefix + key);
      return null;
    }
    const merged = mergeDraft(pristine, stored.values);
    return sameValues(merged, pristine) ? null : merged;
  } catch {
    store.removeItem(prefix + key);
    return null;
  }
}

/**
 * The draft of a form kept in this tab under `key` (one per form and record), read once when the form
 * opens, or null. `pristine` is what the form starts with otherwise (empty, or the saved record); a
 * draft begun from other pristine values (the record was saved elsewhere since) is dropped.
 */
export function useRestoredDraft<T extends DraftValues>(key: string, pristine: T): T | null {
  const [restored] = useState(() => readDraft(key, pristine));
  return restored;
}

/**
 * Keeps what a host types into a form in this tab's storage, so a reload or a crash loses nothing:
 * each change of `values` is written under `key`, and values equal to `pristine` remove the draft.
 * Call `clear` after a successful save or when the host leaves on purpose.
 */
export function useFormDraft<T extends DraftValues>(key: string, pristine: T, values: T) {
  const [cleared, setCleared] = useState(false);
  const base = JSON.stringify(pristine);
  const text = JSON.stringify(values);

  useEffect(() => {
    const store = storage();
    if (!store || cleared) return;
    try {
      const current = JSON.parse(text) as DraftValues;
      if (sameValues(current, JSON.parse(base) as DraftValues)) store.removeItem(prefix + key);
      else store.setItem(prefix + key, JSON.stringify({ base, values: current } satisfies StoredDraft));
    } catch {
      // Storage full: the draft is a convenience, the form itself goes on.
    }
  }, [key, base, text, cleared]);

  return {
    /** True while the values differ from `pristine`: there is something to lose. */
    dirty: !sameValues(values, pristine),
    /** Forgets the draft for good (after a save, or when leaving on purpose). */
    clear() {
      setCleared(true);
      storage()?.removeItem(prefix + key);
    },
  };
}
