/**
 * Quotas of docs/security.md 'Limits and lockouts' through HTTP: the public
 * tracking collector per address, uploads per account (requests and stored
 * bytes), comments and generation submissions per account — and, with REDIS_URL, one counter shared by
 * two app instances. Small limits prove them; the defaults are in
 * `LIMIT_DEFAULTS` of @aigc/domain.
 */
import { randomBytes } from 'node:crypto';
import { LIMIT_MESSAGES, UPLOAD_STATUS, type Limits } from '@aigc/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from './modules';
import { makeUploadsRoutes, uploadsRoutes, type Moderator } from './modules/uploads';
import { insertPost, unlockLocalUpload } from './test/posts';
import { startTestApp, TEST_LIMITS, type TestApp } from './test/harness';

const WINDOW = { windowMs: 60_000 };
const limits: Limits = {
  ...TEST_LIMITS,
  uploadStorageBytesPerUser: 0, // set once the first image's size is known
  routes: {
    ...TEST_LIMITS.routes,
    trackPerIp: { max: 3, ...WINDOW },
    uploadPerUser: { max: 3, ...WINDOW },
    commentPerUser: { max: 2, ...WINDOW },
    generatePerUser: { max: 1, ...WINDOW },
  },
};

/** Lets every image through (the classifier is not under test here). */
const moderator: Moderator = {
  check: async () => ({ violating: false, scores: {}, classifier: 'none' }),
};

const png = (color: string) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: color } }).png().toBuffer();

const track = (t: TestApp, remoteAddress: string) =>
  t.call('POST', '/aigc/api/track', { body: { events: [{ event: 'page_view', time: Date.now() }] }, remoteAddress });

describe('quotas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { limits },
      modules: modules.map((m) => (m === uploadsRoutes ? makeUploadsRoutes({ moderator }) : m)),
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('caps the public tracking collector per address (429 with Retry-After)', async () => {
    for (let i = 0; i < 3; i++) expect((await track(t, '198.51.100.20')).body.code).toBe(200);
    const refused = await track(t, '198.51.100.20');
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many requests, please try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await track(t, '198.51.100.21')).body.code).toBe(200);
  });

  it('caps uploads per account: requests in a window and the bytes it keeps', async () => {
    const user = await t.createUser();
    await unlockLocalUpload(t, user.session);
    const upload = async (color: string) => {
      const form = new FormData();
      form.append('imageFile', new Blob([await png(color)], { type: 'image/png' }), 'a.png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/aigc/api/generate/generate-image',
        payload: form,
        cookies: { aigc_session: user.session },
      });
      return { body: res.json() as { code: number; msg: string; data: { status: number; msg: string }[] }, headers: res.headers };
    };
    // No room at all: the file is refused with the storage message.
    const full = await upload('#3a7bd5');
    expect(full.body.data[0]).toMatchObject({ status: UPLOAD_STATUS.rejected, msg: LIMIT_MESSAGES.storageFull });
    // Room for one image of this size: the first is kept, the next is refused.
    t.app.config.limits.uploadStorageBytesPerUser = 50_000;
    expect((await upload('#3a7bd5')).body.data[0]?.status).toBe(UPLOAD_STATUS.ok);
    t.app.config.limits.uploadStorageBytesPerUser = 1;
    expect((await upload('#e0b070')).body.data[0]?.msg).toBe(LIMIT_MESSAGES.storageFull);
    // The fourth request in the window is refused before any file is read.
    const refused = await upload('#e0b070');
    expect(refused.body.code).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('caps comments per account', async () => {
    const author = await t.createUser();
    const commenter = await t.createUser();
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const comment = () =>
      t.call('POST', '/aigc/api/comment/add', { body: { contentId, content: `hi ${randomBytes(2).toString('hex')}` }, session: commenter.session });
    expect((await comment()).body.code).toBe(200);
    expect((await comment()).body.code).toBe(200);
    const refused = await comment();
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many requests/);
    // Another account is counted apart.
    const other = await t.createUser();
    expect(
      (await t.call('POST', '/aigc/api/comment/add', { body: { contentId, content: 'hello' }, session: other.session })).body.code,
    ).toBe(200);
  });
});

describe('generation quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { limits } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('caps generation submissions per account, before the unfinished-job rule', async () => {
    const user = await t.createUser({ tickets: 5 });
    const submit = () => t.call('POST', '/aigc/api/generate', { session: user.session, body: { prompt: 'a paper boat' } });
    expect((await submit()).body.code).toBe(200);
    const refused = await submit();
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many requests, please try again in \d+ s$/);
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('route limits in Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const rateLimitStore = { redisUrl: REDIS_URL, prefix: `aigc:test:rl:${randomBytes(6).toString('hex')}:` };
    [a, b] = await Promise.all([
      startTestApp({ config: { limits }, rateLimitStore }),
      startTestApp({ config: { limits }, rateLimitStore }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('two app instances share one counter', async () => {
    expect((await track(a, '192.0.2.40')).body.code).toBe(200);
    expect((await track(b, '192.0.2.40')).body.code).toBe(200);
    expect((await track(a, '192.0.2.40')).body.code).toBe(200);
    const refused = await track(b, '192.0.2.40');
    expect(refused.body.code).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
