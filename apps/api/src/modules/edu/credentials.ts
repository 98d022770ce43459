import { randomBytes, randomInt } from 'node:crypto';
import { EDU_CREDENTIAL_ALPHABET } from '@aigc/domain';

/** `n` random characters of {@link EDU_CREDENTIAL_ALPHABET} (crypto randomness). */
function randomChars(n: number): string {
  let out = '';
  for (let i = 0; i < n; i += 1) out += EDU_CREDENTIAL_ALPHABET[randomInt(EDU_CREDENTIAL_ALPHABET.length)];
  return out;
}

/**
 * A generated username (docs/edu.md 'Accounts'): `s` (student) or `t`
 * (teacher) + 6 characters without look-alikes, e.g. `s7k2m9q`; passes
 * `validateEduUsername`.
 */
export function generateUsername(role: 'teacher' | 'student'): string {
  return `${role === 'student' ? 's' : 't'}${randomChars(6)}`;
}

/**
 * A generated password: 8 characters without look-alikes with at least one
 * letter and one digit (passes the education edition's password rule).
 */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomChars(8);
    if (/[a-z]/.test(candidate) && /[0-9]/.test(candidate)) return candidate;
  }
}

/** A teacher invite token: 32 random bytes, base64url (43 characters); only its SHA-256 is stored. */
export function generateInviteToken(): string {
  return randomBytes(32).toString('base64url');
}
