import { afterAll, beforeAll } from "vitest";
import { customTemplate } from "./invitation-fixtures.ts";
import { createTestApp, signUp, type TestApp } from "./test-app.ts";

// Shared set-up of the invitation tests: one app with a host and a custom template, and a helper
// that posts a template form.

export let t: TestApp;
export let host: Awaited<ReturnType<typeof signUp>>;
export let templateId: string;

export async function postTemplate(
  fields: Record<string, string>,
  image?: { data: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append("image", new File([new Uint8Array(image.data)], image.name, { type: image.type }));
  return t.app.request("/api/templates", {
    method: "POST",
    body: form,
    headers: { cookie: host.cookie, origin: t.config.publicUrl },
  });
}

/** Starts one app per test file with a host and the host's custom template; closes it after. */
export function startInvitationsApp() {
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: "admin@example.com" }, { workers: true });
    host = await signUp(t, "host@example.com", "Host Person");
    templateId = await customTemplate(t, host);
  });
  afterAll(() => t.close());
}
