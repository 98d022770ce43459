/**
 * Scale-out (docs/deploy.md): two separate server instances (`src/main.ts`,
 * each with its own data directory, as on two machines) on one PostgreSQL,
 * one Redis and one S3-compatible bucket (a local s3rver), sharing the
 * password key. A session made on one is valid on the other, a want spent on
 * one shows on the other, a file uploaded to one is served by the other, and
 * a generation asked of one is followed and fetched on the other. Runs in the
 * PostgreSQL pass when REDIS_URL is set.
 */
import { constants, createPublicKey, generateKeyPairSync, publicEncrypt, type JsonWebKey } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@aigc/domain';
import { createDb } from './db/client';
import { users } from './db/schema';
import { newId } from './lib/ids';
import { SESSION_COOKIE } from './lib/sessions';
import { hashPassword } from './modules/auth';
import { grant } from './modules/tickets';
import { createTestDatabase, freePort, startServer, startServers, until, type StartedServers } from './test/processes';
import { insertPost } from './test/posts';
import { startTestS3, type TestS3 } from './test/s3';

const REDIS_URL = process.env.REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

describe.skipIf(!REDIS_URL || !PG_URL)('two server instances, one PostgreSQL, one Redis, one S3 bucket', () => {
  let instances: StartedServers | undefined;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: TestS3;
  let a = '';
  let b = '';
  const email = `scale-${newId().toLowerCase()}@example.test`;
  const password = 'scaleout2026';
  let contentId = '';
  let cookie = '';

  async function call<T>(base: string, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    return { res, body: (await res.json()) as Envelope<T> };
  }

  beforeAll(async () => {
    database = await createTestDatabase(PG_URL!, 'aigc_scale');
    s3 = await startTestS3();
    const handle = await createDb({ databaseUrl: database.url });
    try {
      const author = newId();
      const me = newId();
      await handle.db.insert(users).values([
        { id: author, email: `author-${author.toLowerCase()}@example.test`, nickname: 'Author', passwordHash: '!', createdAt: new Date() },
        { id: me, email, nickname: 'Scaler', passwordHash: await hashPassword(password), createdAt: new Date(), termsVersion: TERMS_VERSION, termsAcceptedAt: new Date() },
      ]);
      await handle.db.transaction((tx) => grant(tx, me, 3, 'Test grant', new Date()));
      contentId = (await insertPost(handle.db, { authorId: author })).contentId;
    } finally {
      await handle.close();
    }
    const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    instances = await startServers(2, {
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_URL!,
      PASSWORD_RSA_KEY: key,
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_ACCESS_KEY_ID: s3.settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.credentials!.secretAccessKey,
    });
    [a, b] = instances.bases as [string, string];
  }, 240_000);

  afterAll(async () => {
    await instances?.stop();
    await s3?.close();
    await database?.drop();
  }, 60_000);

  it('a session, a want, an upload and a generation cross between the instances', async () => {
    // Sign in on A with a password encrypted under the key B serves: one key for the deployment.
    const { body: served } = await call<{ kid: string; jwk: JsonWebKey }>(b, 'GET', '/aigc/api/auth/public-key');
    const encrypted = publicEncrypt(
      { key: createPublicKey({ key: served.data.jwk, format: 'jwk' }), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    ).toString('base64');
    const login = await call(a, 'POST', '/aigc/api/auth/login/email', { email, password: encrypted, kid: served.data.kid });
    expect(login.body.code, login.body.msg).toBe(200);
    const token = /aigc_session=([^;]+)/.exec(login.res.headers.get('set-cookie') ?? '')?.[1];
    expect(token).toBeTruthy();
    cookie = `${SESSION_COOKIE}=${token}`;

    // The session made on A is valid on B.
    const info = await call<{ email: string }>(b, 'GET', '/aigc/api/user/info');
    expect(info.body.code).toBe(200);
    expect(info.body.data.email).toBe(email);

    // A want spent on B shows on A.
    const want = await call(b, 'POST', '/aigc/api/topic/content/want', { contentId }, { 'idempotency-key': newId() });
    expect(want.body.code, want.body.msg).toBe(200);
    expect((await call<number>(a, 'GET', '/aigc/api/user/account')).body.data).toBe(2);
    const detail = await call<{ wanted: boolean; wantCount: number }>(a, 'GET', `/aigc/api/topic/content/detail?contentId=${contentId}`);
    expect(detail.body.data).toMatchObject({ wanted: true, wantCount: 1 });

    // Local upload unlocked on B (the author terms) lets the same user upload on A.
    const unlocked = await call<{ showPostLocalUpload: boolean }>(b, 'POST', '/aigc/api/author/onboarding', { acceptOriginality: true });
    expect(unlocked.body.data?.showPostLocalUpload, unlocked.body.msg).toBe(true);

    // A file uploaded to A is served by B.
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer();
    const form = new FormData();
    form.append('imageFile', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'blue.png');
    const uploaded = await call<{ status: number; generateItemDetail: { url: string } }[]>(a, 'POST', '/aigc/api/generate/generate-image', form);
    expect(uploaded.body.data[0]?.status).toBe(0);
    const fileUrl = uploaded.body.data[0]!.generateItemDetail.url;
    const onB = await fetch(`${b}${fileUrl}`);
    expect(onB.status).toBe(200);
    expect((await onB.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // A generation asked of B is followed on A until done, and its image is served by both.
    const job = await call<{ jobId: string }>(b, 'POST', '/aigc/api/generate', { prompt: 'Engraved brass ID tag', modelId: 'offline-preview' });
    expect(job.body.code, job.body.msg).toBe(200);
    const done = await until(
      async () => {
        const r = await call<{ status: string; record?: { images: { url: string }[] } }>(a, 'GET', `/aigc/api/generate/result?jobId=${job.body.data.jobId}`);
        return r.body.data.status === 'succeeded' ? r.body.data : undefined;
      },
      90_000,
      'the generation',
    );
    const image = done.record!.images[0]!.url;
    for (const base of [a, b]) expect((await fetch(`${base}${image}`)).status).toBe(200);
  }, 180_000);
});

describe('WEB_CONCURRENCY', () => {
  it('refuses to fork server processes onto the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'aigc-webc-'));
    try {
      const child = startServer({ PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_CONCURRENCY: '2' }, 'pipe');
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
      expect(code).toBe(1);
      expect(stderr).toContain('WEB_CONCURRENCY=2 needs DATABASE_URL');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it.skipIf(!REDIS_URL || !PG_URL)('serves from several processes on one port, each signing in with the same key', async () => {
    const database = await createTestDatabase(PG_URL!, 'aigc_webc');
    // Migrated and not empty: no demo seed (it is not what this test is about, and takes minutes).
    const handle = await createDb({ databaseUrl: database.url });
    try {
      const id = newId();
      await handle.db.insert(users).values({ id, email: `webc-${id.toLowerCase()}@example.test`, nickname: 'Webc', passwordHash: '!', createdAt: new Date() });
    } finally {
      await handle.close();
    }
    const server = await startServers(1, { DATABASE_URL: database.url, REDIS_URL: REDIS_URL!, WEB_CONCURRENCY: '2' }).catch(async (e: unknown) => {
      await database.drop();
      throw e;
    });
    try {
      const base = server.bases[0]!;
      // Connections are spread over the processes; every one serves the same key.
      const kids = new Set<string>();
      for (let i = 0; i < 8; i += 1) {
        const res = await fetch(`${base}/aigc/api/auth/public-key`, { headers: { connection: 'close' } });
        kids.add(((await res.json()) as Envelope<{ kid: string }>).data.kid);
      }
      expect(kids.size).toBe(1);
    } finally {
      await server.stop();
      await database.drop();
    }
  }, 240_000);
});
