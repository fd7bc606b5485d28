import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * A guest page reached by a link inside the app: those pages are rendered by the server (with
 * their own small script), so the browser loads the address from it instead of the app drawing it.
 */
export function ServerRenderedPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}
