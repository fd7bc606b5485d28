import { useSyncExternalStore } from "react";

/**
 * Registers the dashboard's service worker (src/web/sw/service-worker.js) in built apps, and says
 * when a new build's worker is installed and waiting, for the "A new version is available" prompt.
 */
let waiting: ServiceWorker | null = null;
/** Another tab moved to the new version: this one runs the old code under the new worker. */
let replaced = false;
let registered = false;
const listeners = new Set<() => void>();
const checkEveryMs = 60 * 60_000;

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/**
 * `scope`: the dashboard's, or a door link's pages (/door/, docs/decisions/0031), which the same
 * worker keeps working offline for door staff without an account.
 */
export function registerServiceWorker(scope: "/dashboard" | "/door/" = "/dashboard") {
  if (registered || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  registered = true;
  const container = navigator.serviceWorker;
  let reloading = false;
  let controlled = container.controller !== null;
  container.addEventListener("controllerchange", () => {
    // The first install takes control without a reload; after the host chose Reload, reload.
    if (reloading) window.location.reload();
    else if (!controlled) controlled = true;
    else {
      replaced = true;
      reloadInto = () => window.location.reload();
      setWaiting(waiting);
    }
  });
  container
    .register("/sw.js", { scope })
    .then((registration) => {
      // A worker that waits already (installed while another tab held the old one) is an update.
      if (registration.waiting && container.controller) setWaiting(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => {
          if (worker.state === "installed" && container.controller) setWaiting(worker);
        });
      });
      setInterval(() => void registration.update().catch(() => {}), checkEveryMs);
      reloadInto = () => {
        reloading = true;
        (registration.waiting ?? waiting)?.postMessage({ type: "skip-waiting" });
      };
    })
    // Spec §8: a storage refusal (private mode, an unsupported browser) is only logged.
    .catch((error) => console.warn("The offline app could not be installed", error));
}

let reloadInto = () => window.location.reload();

/** Moves this tab to the new version (the other tabs then offer a plain reload). */
export function reloadToNewVersion() {
  reloadInto();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null || replaced,
    () => false,
  );
}
