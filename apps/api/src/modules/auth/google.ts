import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { ThirdProfile } from '../../db/schema';

/** Google refused or could not verify a sign-in (bad token, wrong audience / nonce / issuer, provider error). */
export class GoogleSignInError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GoogleSignInError';
  }
}

/** What a started OpenID Connect sign-in must keep until the callback. */
export interface GoogleStart {
  /** The provider's authorisation URL to redirect the browser to. */
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Google sign-in through OpenID Connect (docs/auth.md 'Google'). */
export interface GoogleProvider {
  /** An authorisation URL with a fresh state, nonce and PKCE (S256) challenge, returning to `redirectUri`. */
  start(redirectUri: string): Promise<GoogleStart>;
  /**
   * Completes the code flow: `callbackQuery` is the callback's query string;
   * checks state and the PKCE verifier, redeems the code and verifies the ID
   * token (signature, issuer, audience = our client id, expiry, nonce).
   * Rejects with {@link GoogleSignInError}.
   */
  finish(
    callbackQuery: URLSearchParams,
    expected: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
  ): Promise<ThirdProfile>;
  /**
   * Verifies an ID token obtained by the browser (Google Identity Services'
   * credential, sent as `accessToken` to `POST /api/auth/login/third`):
   * signature by the issuer's keys, issuer, audience = our client id, expiry.
   * Rejects with {@link GoogleSignInError}.
   */
  verifyIdToken(idToken: string): Promise<ThirdProfile>;
}

/** Settings of {@link createGoogleProvider} (env.ts `google`). */
export interface GoogleSettings {
  clientId: string | undefined;
  clientSecret: string | undefined;
  issuer: string;
}

function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function profileOf(claims: JWTPayload | oidc.IDToken): ThirdProfile {
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw new GoogleSignInError('The ID token has no subject');
  const email =
    typeof claims.email === 'string' && claims.email ? claims.email.trim().toLowerCase() : null;
  return {
    provider: 'google',
    subject: claims.sub,
    openId: null,
    email,
    emailVerified: email !== null && claims.email_verified === true,
    nickname: typeof claims.name === 'string' ? claims.name : null,
  };
}

/**
 * The Google adapter on openid-client (discovery of `issuer`, code flow with
 * PKCE, state and nonce, ID token signatures checked), or null when
 * `GOOGLE_CLIENT_ID` is unset (Google sign-in off). Plain `http` issuers are
 * accepted on loopback hosts only (tests and local providers).
 * @throws Error when the client id is set without `GOOGLE_CLIENT_SECRET`.
 */
export function createGoogleProvider(settings: GoogleSettings): GoogleProvider | null {
  if (!settings.clientId) return null;
  if (!settings.clientSecret)
    throw new Error('GOOGLE_CLIENT_ID is set but GOOGLE_CLIENT_SECRET is not');
  const clientId = settings.clientId;
  const clientSecret = settings.clientSecret;
  const issuerUrl = new URL(settings.issuer);
  let configuration: Promise<oidc.Configuration> | null = null;
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  function config(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(issuerUrl, clientId, clientSecret, undefined, {
        execute: isLoopbackHttp(issuerUrl) ? [oidc.allowInsecureRequests] : [],
      })
      .then((c) => {
        oidc.enableNonRepudiationChecks(c);
        return c;
      })
      .catch((err: unknown) => {
        configuration = null; // try the discovery again next time
        throw new GoogleSignInError(
          `OpenID discovery of ${issuerUrl.href} failed: ${(err as Error).message}`,
          { cause: err },
        );
      });
    return configuration;
  }

  return {
    async start(redirectUri) {
      const c = await config();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(c, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finish(callbackQuery, expected) {
      const c = await config();
      const current = new URL(expected.redirectUri);
      current.search = callbackQuery.toString();
      try {
        const tokens = await oidc.authorizationCodeGrant(c, current, {
          pkceCodeVerifier: expected.codeVerifier,
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new GoogleSignInError('The provider sent no ID token');
        return profileOf(claims);
      } catch (err) {
        if (err instanceof GoogleSignInError) throw err;
        throw new GoogleSignInError(`Google sign-in failed: ${(err as Error).message}`, {
          cause: err,
        });
      }
    },

    async verifyIdToken(idToken) {
      const c = await config();
      const meta = c.serverMetadata();
      if (!meta.jwks_uri) throw new GoogleSignInError('The provider publishes no jwks_uri');
      jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
      // Google's ID tokens may carry the issuer with or without the scheme.
      const issuers = [meta.issuer, meta.issuer.replace(/^https:\/\//, '')];
      try {
        const { payload } = await jwtVerify(idToken, jwks, { issuer: issuers, audience: clientId });
        return profileOf(payload);
      } catch (err) {
        if (err instanceof GoogleSignInError) throw err;
        throw new GoogleSignInError(`The Google ID token is not valid: ${(err as Error).message}`, {
          cause: err,
        });
      }
    },
  };
}
