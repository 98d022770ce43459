import { readFileSync } from 'node:fs';
import argon2 from 'argon2';
import { COMMON_PASSWORD_MESSAGE, validateEditionPassword, type Edition } from '@aigc/domain';
import { badRequest } from '../../lib/errors';

/** argon2id parameters (OWASP minimum: 19 MiB memory, 2 iterations). */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id ({@link ARGON2_OPTIONS}); returns the PHC string. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies `password` against a PHC hash; with `hash` null (no such user) it
 * still runs one argon2 verification against a dummy hash so that the timing
 * does not reveal whether the account exists. Never throws on a malformed hash.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null || !hash.startsWith('$argon2')) {
    dummyHash ??= hashPassword('dummy-password-0');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

let commonPasswords: Set<string> | null = null;

/**
 * True when `password` (compared lower-cased) is on the shipped list of the
 * most common breached passwords, `common-passwords.txt` beside this file
 * (copied next to the server bundle by scripts/build-server.mjs;
 * docs/security.md 'Limits and lockouts'). The list is read once.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The rule of a new password (sign-up, reset, change): the edition's rule of
 * docs/product.md §5 (`validateEditionPassword`), then not a common breached
 * password. @throws AppError 400 with the rule's message, or
 * {@link COMMON_PASSWORD_MESSAGE}.
 */
export function checkNewPassword(edition: Edition, password: string): void {
  const issue = validateEditionPassword(edition, password);
  if (issue) throw badRequest(issue.message);
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
}
