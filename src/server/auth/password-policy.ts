import { createRequire } from "node:module";
import { commonPasswordText, passwordRuleError } from "../../contract/auth.ts";

// About 49,000 of the most used passwords (zxcvbn's list, lower case), shipped with the package:
// no network at start or at check time. Loaded by the first password set, not at start: the
// package's lists cost some 13 MB of resident memory (0009), and most requests never set one.
let commonList: Set<string> | null = null;
function common(): Set<string> {
  if (!commonList) {
    const { dictionary } = createRequire(import.meta.url)("@zxcvbn-ts/language-common") as {
      dictionary: Record<string, unknown>;
    };
    commonList = new Set<string>(dictionary["passwords-common"] as string[]);
  }
  return commonList;
}

/**
 * Whether a password is one of the well-known ones, also once the usual decoration is taken off:
 * "Password1!" and "Passw0rd!" are "password1"/"passw0rd" with a digit or symbol stuck on the end.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const base = lower.replace(/[^a-z]+$/, "");
  const list = common();
  return list.has(lower) || (base.length >= 4 && list.has(base));
}

/** Why a new password is refused (the four rules of the register page, then the common list), or null. */
export function newPasswordProblem(password: string): string | null {
  return passwordRuleError(password) ?? (isCommonPassword(password) ? commonPasswordText : null);
}
