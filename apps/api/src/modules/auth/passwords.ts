import argon2 from 'argon2';

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
