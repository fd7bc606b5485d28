// First step of `npm test` (and `npm run test:e2e`, and `.ci/run`): the browser tests need Debian's
// Chromium, so find it, install it when this machine lets us, or stop at once with the one command
// to run — before the type checker and the API tests have spent minutes. Plain Node, no tsx.
//
// Where:   CHROMIUM_PATH, else /usr/bin/chromium (the same rule as scripts/chromium-args.ts).
// Install: `apt-get install -y chromium` (with an `apt-get update` retry) as root or through
//          passwordless sudo. EVENTHUB_NO_INSTALL=1 never installs: it only checks.
import fs from "node:fs";
import { aptInstall, hasApt, installCommandFor, mayInstall, stop } from "./debian-install.mjs";

const debianPath = "/usr/bin/chromium";
const configured = process.env.CHROMIUM_PATH || undefined;
const wanted = configured ?? debianPath;

function runnable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

if (runnable(wanted)) process.exit(0);

if (configured && configured !== debianPath && runnable(debianPath)) {
  stop(
    `CHROMIUM_PATH is ${configured}, and no Chromium runs from there.`,
    "unset CHROMIUM_PATH",
    `(Debian's Chromium is installed at ${debianPath}; or point CHROMIUM_PATH at another Chromium.)`,
  );
}

const installCommand = installCommandFor("chromium");

const missing = `the browser tests need Chromium, and there is none at ${wanted}.`;
const elsewhere = "(Or set CHROMIUM_PATH to a Chromium installed elsewhere.)";
if (!hasApt) {
  stop(
    missing,
    "CHROMIUM_PATH=/path/to/chromium npm test",
    "(apt-get is missing, so this is not Debian: install Chromium your way, then name it.)",
    "Install Chromium and run the tests with its path:",
  );
}
// The Debian package lands at /usr/bin/chromium: a CHROMIUM_PATH pointing elsewhere must go too.
const fix =
  configured && configured !== debianPath ? `${installCommand} && unset CHROMIUM_PATH` : installCommand;
if (!mayInstall) stop(missing, fix, elsewhere);

process.stderr.write(
  `npm test: no Chromium at ${wanted}; installing Debian's package (${installCommand})…\n`,
);
const installed = aptInstall("chromium");

if (!installed || !runnable(debianPath)) {
  stop(`installing Chromium failed (see apt-get's output above); ${missing}`, fix, elsewhere);
}
if (!runnable(wanted)) {
  stop(
    `Chromium is now at ${debianPath}, but CHROMIUM_PATH is ${configured}.`,
    "unset CHROMIUM_PATH",
    "(Or point CHROMIUM_PATH at another Chromium.)",
  );
}
process.stderr.write(`npm test: Chromium installed at ${debianPath}.\n`);
