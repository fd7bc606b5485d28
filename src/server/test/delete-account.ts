import { expect } from "vitest";
import type { signUp, TestApp } from "./test-app.ts";

/**
 * `user` deletes their own account through the API as the profile page does (their e-mail and
 * password typed again); `notifyGuests` asks for the cancellation mails. Anything but 204 fails.
 */
export async function deleteAccount(
  t: TestApp,
  user: Awaited<ReturnType<typeof signUp>>,
  notifyGuests?: boolean,
): Promise<void> {
  const res = await t.request("/api/profile/delete", {
    cookie: user.cookie,
    json: { email: user.email, password: user.password, notifyGuests },
  });
  expect(res.status).toBe(204);
}
