/**
 * Acceptance of the user agreement and privacy policy (docs/auth.md 'Terms',
 * docs/product.md §5 'terms'): shared by the server, which records on each
 * account which version was accepted and when, and the sign-in clients,
 * which ask only when the server says so.
 */
/**
 * The version of the user agreement and privacy policy now in force: the
 * date of the documents (`/docs/user-agreement`, `/docs/privacy-policy`,
 * docs/product.md §2). Change it, and only it, when either document changes:
 * every account is then asked again at its next sign-in.
 */
export const TERMS_VERSION = '2025-01-14';

/**
 * The envelope `code` of a sign-in or sign-up refused because the account
 * has not accepted {@link TERMS_VERSION} and the request did not accept it
 * (`termsVersion`): nothing was used up (code, step, attempt), so the client
 * shows the terms checkbox and sends the same request again with it.
 */
export const TERMS_REQUIRED_CODE = 4003;

/**
 * The English message of a {@link TERMS_REQUIRED_CODE} answer and of the
 * `terms.required` rule (docs/product.md §5, `validateTermsAccepted`).
 */
export const TERMS_REQUIRED_MESSAGE = 'Please agree to the terms of service and privacy policy';

/**
 * Whether an account that accepted `acceptedVersion` (null: never) must
 * accept the terms before it may sign in: true unless it accepted
 * {@link TERMS_VERSION} itself.
 */
export function termsAcceptanceNeeded(acceptedVersion: string | null | undefined): boolean {
  return acceptedVersion !== TERMS_VERSION;
}

/**
 * Whether a request's `termsVersion` field accepts the terms in force: the
 * user ticked the box of {@link TERMS_VERSION} (a client built for an older
 * version accepts nothing).
 */
export function acceptsCurrentTerms(termsVersion: string | null | undefined): boolean {
  return termsVersion === TERMS_VERSION;
}
