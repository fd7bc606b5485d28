import { useEffect } from "react";
import { useLocation } from "react-router";

// The address the app itself was loaded at: if that is a guest page, the server did not render it
// (a misrouted development set-up), and loading it again would only load the app again.
const loadedAt = window.location.href;

/**
 * A guest page reached by a link inside the app: those pages are rendered by the server (with
 * their own small script), so the browser loads the address from it instead of the app drawing it.
 */
export function ServerRenderedPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const target = `${pathname}${search}${hash}`;
    if (new URL(target, window.location.origin).href !== loadedAt) window.location.replace(target);
  }, [pathname, search, hash]);
  return null;
}
