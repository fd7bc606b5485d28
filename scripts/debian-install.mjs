// Installing a Debian package for the tests (Chromium, SpamAssassin) when this machine lets us: as
// root, or through passwordless sudo; EVENTHUB_NO_INSTALL=1 never installs. Plain Node, no tsx.
import { spawnSync } from "node:child_process";

const succeeds = (command, args) => spawnSync(command, args, { stdio: "ignore" }).status === 0;

export const isRoot = process.getuid?.() === 0;
export const hasApt = succeeds("sh", ["-c", "command -v apt-get"]);
const sudo = !isRoot && succeeds("sh", ["-c", "command -v sudo"]) && succeeds("sudo", ["-n", "true"]);
export const mayInstall = hasApt && (isRoot || sudo) && process.env.EVENTHUB_NO_INSTALL !== "1";

/** The command a person would type to install `pkg`. */
export const installCommandFor = (pkg) => `${isRoot ? "" : "sudo "}apt-get install -y ${pkg}`;

/** Whether a command of that name is on the PATH. */
export const onPath = (command) => succeeds("sh", ["-c", `command -v ${command}`]);

/** Installs `pkg`; the package lists are updated only when the install cannot find it. */
export function aptInstall(pkg) {
  const asRoot = (args) =>
    spawnSync(isRoot ? args[0] : "sudo", isRoot ? args.slice(1) : ["-n", ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  const install = () => asRoot(["apt-get", "install", "-y", pkg]);
  return install() || (asRoot(["apt-get", "update"]) && install());
}

/** Stops `npm test` here: what is wrong, then the command that fixes it on a line of its own. */
export function stop(problem, command, note, intro = "Run this, then npm test again:") {
  const lines = ["", `npm test: ${problem}`, intro, "", `    ${command}`, ""];
  if (note) lines.push(note, "");
  process.stderr.write(lines.join("\n"));
  process.exit(1);
}
