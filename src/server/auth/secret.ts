import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * BETTER_AUTH_SECRET when set. Otherwise a random secret kept in the data dir, so a local run
 * keeps its sessions across restarts without any setup. Several instances must share the
 * configured secret (README).
 */
export function resolveAuthSecret(configured: string, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
