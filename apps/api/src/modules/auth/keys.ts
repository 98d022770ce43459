import { constants, createHash, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';

const generateKeyPairAsync = promisify(generateKeyPair);

/** The public key as served to clients (docs/api-contract.md `PublicKey`). */
export interface PublicKeyDto {
  kid: string;
  jwk: { kty: 'RSA'; n: string; e: string; alg: 'RSA-OAEP-256'; use: 'enc'; kid: string };
}

/** The server's RSA-OAEP key pair for password transport (docs/product.md §5). */
export interface PasswordKey {
  kid: string;
  publicJwk: PublicKeyDto['jwk'];
  /** Decrypts base64 RSA-OAEP(SHA-256) ciphertext to UTF-8; throws when it does not decrypt. */
  decrypt(base64: string): string;
}

function makeKey(privateKey: KeyObject): PasswordKey {
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const kid = createHash('sha256').update(spki).digest('base64url').slice(0, 16);
  const { n, e } = publicKey.export({ format: 'jwk' });
  if (!n || !e) throw new Error('RSA public key without n/e');
  const jwk: PublicKeyDto['jwk'] = { kty: 'RSA', n, e, alg: 'RSA-OAEP-256', use: 'enc', kid };
  return {
    kid,
    publicJwk: jwk,
    decrypt(base64) {
      const plain = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(base64, 'base64'),
      );
      return plain.toString('utf8');
    },
  };
}

/**
 * The RSA-OAEP 2048-bit key pair of password transport: the PEM given
 * (`PASSWORD_RSA_KEY`, the same for every instance of a deployment,
 * docs/deploy.md), else `<dataDir>/keys/password-rsa.pem`, generated and
 * saved (mode 0600) on first start. The file is created exclusively, so
 * processes starting together on one data directory end up with the same
 * key. The `kid` is derived from the public key, so it is stable across
 * restarts.
 * @throws Error when the PEM or the file is not an RSA private key.
 */
export async function loadOrCreatePasswordKey(dataDir: string, pem?: string): Promise<PasswordKey> {
  if (pem) return makeKey(createPrivateKey(pem));
  const file = resolve(dataDir, 'keys', 'password-rsa.pem');
  try {
    return makeKey(createPrivateKey(await readFile(file, 'utf8')));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process wrote it first: use that one.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return makeKey(createPrivateKey(await readFile(file, 'utf8')));
  }
  return makeKey(privateKey);
}
