import { randomInt } from 'node:crypto';
import { TERMS_VERSION } from '@aigc/domain';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test as base } from '../csp';
import { encryptPassword, type LoginResult, type ResetStart } from '@aigc/api-client';
import { dataOf, PASSWORD, publicKey } from '../fixtures';
import { API_ORIGIN } from '../settings';

/**
 * What the China site's specs (`e2e/cn/*.spec.ts`, project `main-cn`, pages on
 * `cn.localhost`) build on. Every test makes its own accounts with fresh
 * mobile numbers, so the specs run in any order, in parallel and again on
 * the same server. API calls go to {@link API_ORIGIN} (`localhost`: Node
 * cannot resolve `cn.localhost`, and none of these calls depends on the
 * edition; the password below passes both editions' rules).
 */

/** An account made by phone login, with a password set through the reset steps. */
export interface PhoneUser {
  userId: string;
  nickName: string;
  /** The 11-digit number, unmasked. */
  mobile: string;
  /** Plain password (the API gets it encrypted); null for an account made by phone only. */
  password: string | null;
  /** Requests as this user (its own cookie jar, signed in). */
  api: APIRequestContext;
}

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** A fresh valid China mobile number (1, then 3–9, then 9 random digits; docs/product.md §5). */
export function freshMobile(): string {
  return `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/**
 * The 6-digit code of the newest SMS to `mobile` in the local outbox
 * (`GET /__dev/outbox`, loopback only; SMS entries have `to` = the number),
 * sent at or after `since` (pass the time taken before the send, so an
 * older code to the same number is never read); polled until it arrives.
 */
export async function smsCodeFor(
  api: APIRequestContext,
  mobile: string,
  since: Date = new Date(0),
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const entries = (await (await api.get('/__dev/outbox')).json()) as OutboxEntry[];
        const sms = entries.find(
          (m) => m.to === mobile && m.subject === 'SMS' && m.createdAt >= since.toISOString(),
        );
        code = sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
        return code;
      },
      { message: `an SMS to ${mobile} in the outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * Makes an account the China way through the API: phone login with the
 * texted code (the account is made, +5 tickets) and, with a `password`, a
 * password through the reset steps (`forgot/password/validate`, `…/code`,
 * `…/submit`; the number then waits 60 s before another reset code, so a
 * test of the reset steps takes an account without one). `api` ends up
 * signed in as the account.
 */
async function makePhoneUser(
  api: APIRequestContext,
  password: string | null,
): Promise<PhoneUser> {
  const mobile = freshMobile();
  const loginSent = new Date();
  await dataOf(await api.post('/aigc/api/auth/login/mobile/code', { data: { mobile } }));
  const login = await dataOf<LoginResult>(
    await api.post('/aigc/api/auth/login/mobile', {
      // A new number is a sign-up: it accepts the terms in force (docs/auth.md 'Terms').
      data: { mobile, code: await smsCodeFor(api, mobile, loginSent), termsVersion: TERMS_VERSION },
    }),
  );
  const made = { userId: login.user.userId, nickName: login.user.nickName, mobile, api };
  if (password === null) return { ...made, password: null };
  const step = await dataOf<ResetStart>(
    await api.get('/aigc/api/auth/forgot/password/validate', { params: { account: mobile } }),
  );
  const proof = { validateType: step.validateType, validateAuthToken: step.validateAuthToken };
  const resetSent = new Date();
  await dataOf(await api.post('/aigc/api/auth/forgot/password/code', { data: proof }));
  const code = await smsCodeFor(api, mobile, resetSent);
  const key = await publicKey(api);
  const encrypted = await encryptPassword(key, password);
  await dataOf(
    await api.post('/aigc/api/auth/forgot/password/submit', {
      data: { ...proof, code, password: encrypted, matchingPassword: encrypted, kid: key.kid },
    }),
  );
  return { ...made, password };
}

/** The header of the page (the login button, the ticket widget, the account menu). */
export function header(page: Page) {
  return page.getByRole('banner');
}

interface Fixtures {
  /** Requests to the server from the test itself (the outbox, API set-up): not signed in. */
  api: APIRequestContext;
  /** A fresh China account with a mobile number and {@link PASSWORD}; `page` is not signed in. */
  phoneUser: PhoneUser & { password: string };
  /** A fresh China account made by phone login only (no password yet); `page` is not signed in. */
  phoneOnlyUser: PhoneUser;
}

/** Playwright's `test` with the China fixtures; import `test` and `expect` from here. */
export const test = base.extend<Fixtures>({
  // (`provide` is Playwright's `use`, renamed so the React hooks lint rule does not take it for a hook.)
  api: async ({ playwright }, provide) => {
    const api = await playwright.request.newContext({ baseURL: API_ORIGIN });
    await provide(api);
    await api.dispose();
  },
  phoneUser: async ({ playwright }, provide) => {
    const api = await playwright.request.newContext({ baseURL: API_ORIGIN });
    await provide({ ...(await makePhoneUser(api, PASSWORD)), password: PASSWORD });
    await api.dispose();
  },
  phoneOnlyUser: async ({ playwright }, provide) => {
    const api = await playwright.request.newContext({ baseURL: API_ORIGIN });
    await provide(await makePhoneUser(api, null));
    await api.dispose();
  },
});

export { expect };
