/**
 * Where to go after signing in: the page the visitor was bounced from (router state `from`), else the
 * dashboard. Only same-site paths are honoured, so a crafted state cannot send the user elsewhere.
 */
export function postSignInPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const path =
    typeof from === "string"
      ? from
      : from && typeof from === "object" && "pathname" in from && typeof from.pathname === "string"
        ? `${from.pathname}${"search" in from && typeof from.search === "string" ? from.search : ""}`
        : "";
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/login") ? path : "/dashboard";
}
