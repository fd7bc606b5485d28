import type { CurrentUser } from "../../contract/session.ts";
import { AppError } from "./app-error.ts";

// The refusals of a request without the account it needs. They read only the user auth's session
// middleware put on the context, so they sit here, below auth: http's validation hook asks them
// before a body's 400 without importing auth (which uses http's router and errors).

export function requireUser(c: { get(key: "user"): CurrentUser | null }): CurrentUser {
  const user = c.get("user");
  if (!user) throw new AppError("unauthenticated", "You must be logged in");
  return user;
}

export function requireAdmin(c: { get(key: "user"): CurrentUser | null }): CurrentUser {
  const user = requireUser(c);
  if (!user.isAdmin) throw new AppError("forbidden", "You do not have permission to do this");
  return user;
}
