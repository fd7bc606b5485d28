// Before the API tests: the spam-score test (src/server/mail/spam-score.test.ts) runs Debian's
// SpamAssassin on every kind of e-mail, so find it, install it when this machine lets us, or stop at
// once with the one command to run. Plain Node, no tsx.
import { aptInstall, hasApt, installCommandFor, mayInstall, onPath, stop } from "./debian-install.mjs";

if (!onPath("spamassassin")) {
  const missing = "the mail tests need SpamAssassin (spamassassin), and it is not installed.";
  const command = installCommandFor("spamassassin");
  if (!hasApt)
    stop(missing, "spamassassin --version", "(apt-get is missing: install SpamAssassin 4 your way.)");
  if (!mayInstall) stop(missing, command);
  process.stderr.write(`npm test: no SpamAssassin; installing Debian's package (${command})…\n`);
  if (!aptInstall("spamassassin") || !onPath("spamassassin")) {
    stop(`installing SpamAssassin failed (see apt-get's output above); ${missing}`, command);
  }
  process.stderr.write("npm test: SpamAssassin installed.\n");
}
