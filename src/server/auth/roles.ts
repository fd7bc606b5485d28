import type { Config } from "../config.ts";

/** Admins are those whose e-mail is in ADMIN_EMAILS, or whose stored role says so. Decided only here. */
export function isAdminEmail(config: Pick<Config, "adminEmails">, email: string): boolean {
  return config.adminEmails.includes(email.trim().toLowerCase());
}

export function isAdmin(
  config: Pick<Config, "adminEmails">,
  user: { email: string; role?: string | null },
): boolean {
  return user.role === "admin" || isAdminEmail(config, user.email);
}
