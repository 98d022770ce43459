import type { PublicKey } from '@aigc/api-client';
import { i18n } from '@aigc/i18n';
import { msg } from '@lingui/core/macro';
import type { ApiError, ApiRequest, baseQuery } from '../baseQuery';
import { toastShown } from '../slices/ui';

/** The base query as `queryFn` receives it. */
export type RunBaseQuery = (arg: string | ApiRequest) => ReturnType<typeof baseQuery>;

const PASSWORD_UNREADABLE = msg`Password could not be encrypted, please reload the page`;

/**
 * Fetches the public key (`GET /api/auth/public-key`), encrypts the named
 * password fields (RSA-OAEP, docs/product.md §5) and POSTs `url` with the body
 * and `kid`. A key that cannot be fetched fails with the base query's error;
 * an encryption failure fails with `PARSING_ERROR` and toasts "Password could
 * not be encrypted, please reload the page" (as does a failed load of the
 * encryption code, which is fetched on the first use, out of the entry chunk).
 * Used by every auth call that
 * carries a password (`./auth`, `./authChina`, `./authGoogle`).
 */
export async function sendEncrypted<T extends Record<string, unknown>>(
  run: RunBaseQuery,
  url: string,
  body: T,
  fields: readonly (keyof T & string)[],
  dispatchToast: (message: string) => void,
) {
  const keyResult = await run({ url: '/api/auth/public-key' });
  if (keyResult.error) return { error: keyResult.error };
  const key = keyResult.data as PublicKey;
  const encrypted: Record<string, unknown> = { ...body, kid: key.kid };
  try {
    const { encryptPassword } = await import('@aigc/api-client/crypto');
    for (const field of fields) encrypted[field] = await encryptPassword(key, String(body[field]));
  } catch {
    const error: ApiError = { status: 'PARSING_ERROR', data: i18n._(PASSWORD_UNREADABLE) };
    dispatchToast(error.data);
    return { error };
  }
  const result = await run({ url, method: 'POST', body: encrypted });
  return result.error ? { error: result.error } : { data: result.data };
}

/** The error toast of a failed encryption (`sendEncrypted`'s `dispatchToast`). */
export function toastShownError(message: string) {
  return toastShown({ message, kind: 'error' });
}
