/**
 * The security requirements a route may declare in its `createRoute({ security })`. A route that
 * declares none needs a signed-in session (the common case, filled in by openapi-operations.ts),
 * so only the exceptions say so.
 */

/** The session cookie Better Auth sets at sign-in (`__Secure-` prefixed when served over HTTPS). */
export const sessionScheme = "session";

/** Anyone may call it; where the path holds a guest's token or a shared code, that is the credential. */
export const noSignIn: Record<string, string[]>[] = [];

/** Works signed out; a session may see or do more (an owner sees a private event). */
export const signInOptional: Record<string, string[]>[] = [{}, { [sessionScheme]: [] }];

/** An admin's session, or the operator's key of `npm run backup` as a bearer token. */
export const adminOrOperatorKey: Record<string, string[]>[] = [{ [sessionScheme]: [] }, { operatorKey: [] }];

/** The payment provider's webhook: its signature over the raw body is the credential. */
export const providerSignature: Record<string, string[]>[] = [{ razorpaySignature: [] }];

/** The schemes the requirements above name, for the document's components. */
export const securitySchemes = {
  [sessionScheme]: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description:
      "The session cookie set by signing in (POST /auth/sign-in/email); named `__Secure-better-auth.session_token` when the server is reached over HTTPS.",
  },
  operatorKey: {
    type: "http",
    scheme: "bearer",
    description: "The operator's key that `npm run backup` derives from the server's auth secret.",
  },
  razorpaySignature: {
    type: "apiKey",
    in: "header",
    name: "X-Razorpay-Signature",
    description: "Razorpay's HMAC of the raw body with the webhook secret.",
  },
} as const;
