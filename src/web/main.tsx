import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers.tsx";
import { queryClient } from "./app/query-client.ts";
import { router } from "./app/router.tsx";
import { startOffline } from "./lib/offline/offline-sync.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );

// The saved data comes back before the first render, so an offline reload shows it at once (and
// the session check does not start from nothing). A slow IndexedDB never holds the app back long.
const restoring = startOffline(queryClient).catch((error) => console.warn("Offline start failed", error));
Promise.race([restoring, new Promise((resolve) => setTimeout(resolve, 1500))]).then(render);
