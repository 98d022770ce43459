import type { ValidateType } from '@aigc/store/auth-china';

/** Which channel a password reset uses: an SMS to a phone, or an e-mail. */
export type VerifyChannel = 'mobile' | 'email';

/**
 * The channel of a reset (docs/product.md §3 `validateType`): `MOBILE`/`SMS`/`1`
 * → phone, `EMAIL`/`MAIL`/`2` → e-mail; any other value is read from the
 * target (an `@` means e-mail).
 */
export function verifyChannel(validateType: ValidateType | number, target: string): VerifyChannel {
  const type = String(validateType).trim().toUpperCase();
  if (['MOBILE', 'PHONE', 'SMS', '1'].includes(type)) return 'mobile';
  if (['EMAIL', 'MAIL', '2'].includes(type)) return 'email';
  return target.includes('@') ? 'email' : 'mobile';
}

/**
 * A phone number or e-mail address with its middle hidden, for showing where
 * a code goes: `13800138000` → `138****8000`, `mei.lin@example.com` →
 * `m******@example.com`. A value already masked (it has a `*`) is kept.
 */
export function maskTarget(target: string): string {
  const value = target.trim();
  if (value.includes('*')) return value;
  const at = value.indexOf('@');
  if (at > 0) {
    const name = value.slice(0, at);
    return `${name.slice(0, 1)}${'*'.repeat(Math.max(3, name.length - 1))}${value.slice(at)}`;
  }
  if (value.length >= 7)
    return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
  return value.length > 2
    ? `${value.slice(0, 1)}${'*'.repeat(value.length - 2)}${value.slice(-1)}`
    : value;
}
