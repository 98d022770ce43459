import type { PublicKey } from './index';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Encrypts a password for sending (docs/product.md §5 'Passwords are encrypted before
 * sending'): RSA-OAEP with SHA-256 under the server's public key from
 * GET /aigc/api/auth/public-key, over the UTF-8 bytes of `password`.
 *
 * Works wherever WebCrypto is available: browsers and Node ≥ 20
 * (`globalThis.crypto.subtle`).
 *
 * @param publicKey `{ kid, jwk }` as served; only `kty`, `n` and `e` of the JWK are used.
 * @param password the plain password (a 2048-bit key takes at most 190 bytes of UTF-8).
 * @returns base64 (standard alphabet, padded) of the ciphertext (256 bytes for a 2048-bit key).
 * @throws Error when WebCrypto is missing or the JWK is not RSA; DOMException when the
 *   key cannot be imported or the password is too long for the key.
 */
export async function encryptPassword(publicKey: PublicKey, password: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto (crypto.subtle) is not available in this environment');
  const { kty, n, e } = publicKey.jwk as Record<string, unknown>;
  if (kty !== 'RSA' || typeof n !== 'string' || typeof e !== 'string') {
    throw new Error('The public key is not an RSA JWK');
  }
  const key = await subtle.importKey(
    'jwk',
    { kty, n, e, ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(password),
  );
  return toBase64(new Uint8Array(cipher));
}
