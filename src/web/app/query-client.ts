import { onlineManager, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client.ts";
import { persistedMaxAgeMs } from "../lib/offline/query-persistence.ts";

// TanStack Query learns of going on- or offline from the browser's events, but assumes online at
// start: a page loaded offline must say so, or its saved data would be hidden behind fetch errors.
if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine);

/** The app's one query cache, saved to IndexedDB for offline reading (lib/offline). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer will not change on retry (and /api/me must settle fast to show the app).
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      // Refetching on focus makes screens jump under the user and makes browser tests flaky.
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // Kept in memory as long as the saved copy is kept, so what was seen is still there to save.
      gcTime: persistedMaxAgeMs,
    },
    // A change made offline is the offline queue's to keep (lib/offline/offline-sync.ts); others
    // fail at once with the network message rather than waiting, unseen, for a connection.
    mutations: { retry: false, networkMode: "always" },
  },
});
