import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { Navigate, Outlet, useLocation } from "react-router";
import { useCurrentUser } from "../lib/current-user.ts";

function samePath(a: string, b: string) {
  try {
    return decodeURI(a) === decodeURI(b);
  } catch {
    return a === b;
  }
}

/** Gate for /dashboard: the login page sends the user back to `state.from` after signing in. */
export function RequireAuth() {
  const { user, loading } = useCurrentUser();
  const location = useLocation();

  if (loading) {
    return (
      <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center" }}>
        <CircularProgress aria-label="Checking your session" />
      </Box>
    );
  }
  if (!user) {
    // Sign-out moves the URL home before React has rendered the new page; redirecting to /login
    // in that gap would win over the navigation home.
    if (!samePath(window.location.pathname, location.pathname)) return null;
    return <Navigate to="/login" state={{ from: location }} replace />;
  }
  return <Outlet />;
}
