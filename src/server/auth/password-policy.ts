import { dictionary } from "@zxcvbn-ts/language-common";
import { commonPasswordText, passwordRuleError } from "../../contract/auth.ts";

// About 49,000 of the most used passwords (zxcvbn's list, lower case), shipped with the package:
// no network at start or at check time.
const common = new Set<string>(dictionary["passwords-common"] as string[]);

/**
 * Whether a password is one of the well-known ones, also once the usual decoration is taken off:
 * "Password1!" and "Passw0rd!" are "password1"/"passw0rd" with a digit or symbol stuck on the end.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const base = lower.replace(/[^a-z]+$/, "");
  return common.has(lower) || (base.length >= 4 && common.has(base));
}

/** Why a new password is refused (the four rules of the register page, then the common list), or null. */
export function newPasswordProblem(password: string): string | null {
  return passwordRuleError(password) ?? (isCommonPassword(password) ? commonPasswordText : null);
}
