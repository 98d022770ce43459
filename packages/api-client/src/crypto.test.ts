import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from './crypto';
import type { PublicKey } from './index';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const served = { kid: 'k1', jwk: publicKey.export({ format: 'jwk' }) } as PublicKey;

function decrypt(base64: string): string {
  const plain = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  );
  return plain.toString('utf8');
}

describe('encryptPassword (docs/product.md §5)', () => {
  it('produces base64 RSA-OAEP/SHA-256 ciphertext that node:crypto decrypts back', async () => {
    const out = await encryptPassword(served, 'secret12');
    expect(out).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(out, 'base64')).toHaveLength(256);
    expect(decrypt(out)).toBe('secret12');
  });

  it('encrypts UTF-8 (non-ASCII passwords survive)', async () => {
    expect(decrypt(await encryptPassword(served, 'pässwörd密码1'))).toBe('pässwörd密码1');
  });

  it('is randomised (OAEP): the same password encrypts differently each time', async () => {
    const [a, b] = await Promise.all([
      encryptPassword(served, 'same1234'),
      encryptPassword(served, 'same1234'),
    ]);
    expect(a).not.toBe(b);
  });

  it('ignores extra JWK members such as alg/key_ops/use', async () => {
    const jwk = { ...served.jwk, alg: 'RSA-OAEP-256', key_ops: ['encrypt'], use: 'enc' };
    expect(decrypt(await encryptPassword({ kid: 'k1', jwk } as PublicKey, 'abc123'))).toBe(
      'abc123',
    );
  });

  it('rejects a key that is not an RSA JWK', async () => {
    await expect(
      encryptPassword({ kid: 'k', jwk: { kty: 'EC' } } as unknown as PublicKey, 'abc123'),
    ).rejects.toThrow(/RSA/);
  });

  it('rejects a password too long for the key', async () => {
    await expect(encryptPassword(served, 'x'.repeat(300))).rejects.toBeTruthy();
  });
});
