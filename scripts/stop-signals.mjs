/**
 * How `npm start` and `npm run dev` hear that they should stop. package.json starts both with
 * `exec`, so no shell stands between npm and node: a shell dies of the SIGTERM npm passes on and
 * leaves node orphaned (issue 31). A stop reaches node by up to two roads at once: npm passes on
 * the SIGTERM or SIGINT it gets, and a terminal's Ctrl-C or a group kill reaches every process of
 * npm's group. The same signal twice within a second is therefore one request; a signal later
 * than that is a person or supervisor insisting. If npm itself is killed outright (SIGKILL), node
 * is re-parented and stops as if told to; started by hand (`nohup node scripts/start.mjs &`) it
 * keeps running when the shell that started it goes.
 *
 * `onStop(signal, insisting)` is called once per request: first with insisting false, then true.
 */
export function onStopSignals(onStop) {
  const sameRequestMs = 1000;
  let firstAt = 0;
  const stop = (signal) => {
    const now = Date.now();
    if (firstAt && now - firstAt < sameRequestMs) return;
    const insisting = firstAt !== 0;
    if (!insisting) firstAt = now;
    onStop(signal, insisting);
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(signal));
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(watch);
      if (!firstAt) stop("SIGTERM");
    }, 1000);
    watch.unref();
  }
}
