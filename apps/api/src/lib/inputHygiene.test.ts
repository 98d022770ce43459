import { eq } from 'drizzle-orm';
import { TEXT_MESSAGES } from '@aigc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { insertPost } from '../test/posts';

let t: TestApp;
let me: { id: string; session: string };
let contentId: string;

beforeAll(async () => {
  t = await startTestApp();
  me = await t.createUser({ nickname: 'Hygiene' });
  ({ contentId } = await insertPost(t.db, { authorId: me.id }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('NUL characters are refused with 400 wherever they arrive', () => {
  it('in a JSON body: comment, nickname, tracking params', async () => {
    const cases: [string, unknown][] = [
      ['/aigc/api/comment/add', { contentId, content: 'hi\u0000there' }],
      ['/aigc/api/comment/add', { contentId: `${contentId}\u0000`, content: 'hello' }],
      ['/aigc/api/user/profile/update', { nickName: 'Nul\u0000Name' }],
      ['/aigc/api/track', { events: [{ event: 'publish', params: { from: 'a\u0000b' }, time: t.clock.now().getTime() }] }],
      ['/aigc/api/track', { events: [{ event: 'publish', params: { 'k\u0000': 1 }, time: t.clock.now().getTime() }] }],
    ];
    for (const [url, body] of cases) {
      const res = await t.call('POST', url, { body, session: me.session });
      expect([url, res.status, res.body.code, res.body.msg]).toEqual([url, 200, 400, TEXT_MESSAGES.nul]);
    }
    const [row] = await t.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, me.id));
    expect(row?.nickname).toBe('Hygiene');
  });

  it('in a query string: contentId, e-mail', async () => {
    for (const [url, query] of [
      ['/aigc/api/comment/list', { contentId: `${contentId}\u0000` }],
      ['/aigc/api/topic/content/detail', { contentId: `x\u0000` }],
      ['/aigc/api/auth/forgot/password/validate', { account: 'a\u0000@example.test' }],
    ] as const) {
      const res = await t.call('GET', url, { query, session: me.session });
      expect([url, res.status, res.body.code, res.body.msg]).toEqual([url, 200, 400, TEXT_MESSAGES.nul]);
    }
  });
});

describe('invisible and bidi-control characters', () => {
  it('a nickname of zero-width spaces is empty', async () => {
    const res = await t.call('POST', '/aigc/api/user/profile/update', { body: { nickName: '\u200b\u200b' }, session: me.session });
    expect([res.body.code, res.body.msg]).toEqual([400, 'Please enter a nickname']);
    const joiners = await t.call('POST', '/aigc/api/user/profile/update', { body: { nickName: '\u200d\u200c\u200d' }, session: me.session });
    expect([joiners.body.code, joiners.body.msg]).toEqual([400, 'Please enter a nickname']);
  });

  it('a right-to-left override is removed from a nickname and a comment', async () => {
    const res = await t.call<{ nickName: string }>('POST', '/aigc/api/user/profile/update', {
      body: { nickName: 'Eve\u202Egnp.exe\u2066' },
      session: me.session,
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.nickName).toBe('Evegnp.exe');
    const comment = await t.call<{ commentId: string }>('POST', '/aigc/api/comment/add', {
      body: { contentId, content: 'nice \u202Ework\u202C' },
      session: me.session,
    });
    expect(comment.body.code).toBe(200);
    const [row] = await t.db.select({ text: comments.content }).from(comments).where(eq(comments.id, comment.body.data.commentId));
    expect(row?.text).toBe('nice work');
  });

  it('a comment of only a zero-width space is empty', async () => {
    const res = await t.call('POST', '/aigc/api/comment/add', { body: { contentId, content: '\u200b' }, session: me.session });
    expect([res.body.code, res.body.msg]).toEqual([400, 'Please write a comment']);
  });

  it('emoji sequences keep their joiners', async () => {
    const res = await t.call<{ nickName: string }>('POST', '/aigc/api/user/profile/update', {
      body: { nickName: 'Fam 👨‍👩‍👧' },
      session: me.session,
    });
    expect(res.body.data.nickName).toBe('Fam 👨‍👩‍👧');
  });
});

describe('malformed multipart bodies answer 400 on every upload route', () => {
  const routes = ['/aigc/api/user/avatar', '/aigc/api/generate/generate-image', '/aigc/api/generate/inpaint'];
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot really a png\r\n`;
  const bodies: [string, string, string][] = [
    ['missing closing boundary', 'multipart/form-data; boundary=XyZ', part('XyZ')],
    ['mismatched boundary', 'multipart/form-data; boundary=AAA', `${part('BBB')}--BBB--\r\n`],
    ['absent boundary', 'multipart/form-data', `${part('XyZ')}--XyZ--\r\n`],
  ];
  for (const url of routes) {
    for (const [what, contentType, payload] of bodies) {
      it(`${url}: ${what}`, async () => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': contentType },
          cookies: { aigc_session: me.session },
          payload,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ code: 400, msg: 'The upload could not be read, please retry' });
      });
    }
  }
});

describe('multipart text fields', () => {
  it('a NUL in a tool form field is a 400', async () => {
    const boundary = 'hygieneBoundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="prompt"\r\n\r\nmoon\u0000ring\r\n--${boundary}\r\nContent-Disposition: form-data; name="sourceImageId"\r\n\r\nx\u0000\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/aigc/api/generate/inpaint',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookies: { aigc_session: me.session },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 400, msg: TEXT_MESSAGES.nul });
  });
});

describe('mention search sessionId', () => {
  it('a session decoding to an out-of-range date is a 400', async () => {
    for (const startedAt of [1e20, -1e17, -8e15, 8.7e15, 1.5]) {
      const sessionId = Buffer.from(JSON.stringify([startedAt, 'lu'])).toString('base64url');
      const res = await t.call('GET', '/aigc/api/search/authors/mention', { query: { query: 'lu', sessionId }, session: me.session });
      expect([res.status, res.body.code]).toEqual([200, 400]);
    }
  });

  it('a cursor or session hiding a NUL is a 400', async () => {
    const sessionId = Buffer.from(JSON.stringify([t.clock.now().getTime(), 'lu'])).toString('base64url');
    const cursor = Buffer.from(JSON.stringify([1, 'a\u0000', 'b'])).toString('base64url');
    const res = await t.call('GET', '/aigc/api/search/authors/mention', { query: { query: 'lu', sessionId, cursor }, session: me.session });
    expect([res.status, res.body.code]).toEqual([200, 400]);
  });
});
