import { googleErrorText } from "../../../contract/auth.ts";

// Better Auth sends the browser back from Google with ?error=<snake_case>; these are the ones the
// spec has a sentence for. The rest fall through to 'Authentication error: …'.
const specCodeFor: Record<string, string> = {
  access_denied: "redirect-cancelled-by-user",
  banned: "user-disabled",
  user_banned: "user-disabled",
  // Our own refusal of a disabled account (the admin panel), from the session hook.
  account_disabled: "user-disabled",
  signup_disabled: "operation-not-allowed",
  oauth_provider_not_found: "operation-not-allowed",
  invalid_code: "invalid-credential",
  unable_to_get_user_info: "invalid-credential",
};

/** The text for an error Better Auth put in the URL after the Google redirect. */
export function oauthCallbackErrorText(error: string, description?: string | null): string {
  return googleErrorText(specCodeFor[error] ?? error, description || error.replaceAll("_", " "));
}
