import { useSearchParams } from "react-router";

/**
 * The page's tab, kept in the URL's `tab` (absent for the first tab, which is the default), so a
 * reload or a shared link opens the same tab. Choosing one keeps the URL's other parameters and
 * replaces the history entry rather than adding one.
 */
export function useUrlTab<T extends string>(tabs: readonly { value: T }[]): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const first = tabs[0].value;
  const tab = tabs.find((t) => t.value === searchParams.get("tab"))?.value ?? first;
  const choose = (next: T) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === first) params.delete("tab");
        else params.set("tab", next);
        return params;
      },
      { replace: true },
    );
  return [tab, choose];
}
