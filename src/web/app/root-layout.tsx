import LinearProgress from "@mui/material/LinearProgress";
import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { useCurrentUser } from "../lib/current-user.ts";

/** Shows nothing but a progress bar until the first auth answer, so no page flashes the wrong state. */
export function RootLayout() {
  const { loading } = useCurrentUser();
  const { pathname } = useLocation();
  // Only the first answer gates the app; a later refetch must not unmount the page under the user.
  const settled = useRef(false);
  if (!loading) settled.current = true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change itself is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (!settled.current) {
    return (
      <LinearProgress
        color="secondary"
        aria-label="Loading EventHub"
        sx={{ position: "fixed", top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 1 }}
      />
    );
  }
  return <Outlet />;
}
