/**
 * How an account is named at sign-in (docs/product.md §5; docs/auth.md):
 * the China edition's "account" field takes a mobile number or an e-mail
 * address, and screens show them masked.
 */
import { validateEmail, validateMobile } from './validation';

/** What an account identifier is: an 11-digit China mobile number or an e-mail address. */
export type AccountKind = 'mobile' | 'email';

/**
 * The kind of a typed account (surrounding spaces ignored): `mobile` when it
 * passes {@link validateMobile}, `email` when it passes {@link validateEmail},
 * otherwise null (no account can have that name).
 */
export function accountKind(account: string): AccountKind | null {
  if (validateMobile(account) === null) return 'mobile';
  if (validateEmail(account) === null) return 'email';
  return null;
}

/** A mobile number with its middle four digits hidden: `13812345678` → `138****5678`. Other strings come back unchanged. */
export function maskMobile(mobile: string): string {
  const value = mobile.trim();
  return /^\d{11}$/.test(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value;
}

/**
 * An e-mail address with its local part hidden but the first character
 * (at most three `*`): `mira@example.com` → `m***@example.com`. Strings
 * without `@` come back unchanged.
 */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1) return value;
  const local = value.slice(0, at);
  return `${[...local][0] ?? ''}${'*'.repeat(Math.min(3, Math.max(1, [...local].length - 1)))}${value.slice(at)}`;
}

/**
 * Whether `value` is a same-origin absolute path safe to go to after a
 * sign-in (`/account`, `/content/1?x=y`); `//host`, `/\host`, `https://…`
 * and `javascript:` are not (no open redirect; docs/product.md §2 `/login?redirect=`).
 */
export function isSafeRedirectPath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}
