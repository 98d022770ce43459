import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { startTestApp, type TestApp } from '../test/harness';

/** Production starts (docs/security.md 'Production start, cookies, headers and CSRF'). */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('a production start', () => {
  it('refuses to start without SMTP_URL instead of keeping mail on disk', async () => {
    await expect(startTestApp({ config: { nodeEnv: 'production', smtpUrl: undefined } })).rejects.toThrow(/SMTP_URL/);
  }, 60_000);

  it('serves no outbox, not even to loopback clients (a reverse proxy on the same machine is loopback); a development start (npm start) keeps it', async () => {
    t = await startTestApp({ config: { nodeEnv: 'development' } });
    await t.app.mailer.send({ to: 'a@example.test', subject: 'hello', text: '123456' });
    const dev = await t.app.inject({ method: 'GET', url: '/__dev/outbox', remoteAddress: '127.0.0.1' });
    expect(dev.statusCode).toBe(200);
    expect(dev.json()).toEqual([{ to: 'a@example.test', subject: 'hello', text: '123456', createdAt: expect.any(String) }]);
    await t.close();

    t = await startTestApp({ config: { nodeEnv: 'production', smtpUrl: 'smtp://127.0.0.1:9' } });
    const outbox = await t.app.inject({ method: 'GET', url: '/__dev/outbox', remoteAddress: '127.0.0.1' });
    expect(outbox.statusCode).toBe(404);
    // Phone codes are not kept on disk either: without Tencent SMS none is sent.
    expect(t.app.sms.outbox).toBeNull();
    const sent = await t.call('POST', '/aigc/api/auth/login/mobile/code', { body: { mobile: '13800138000' }, headers: { host: 'cn.localhost' } });
    expect(sent.body.code).toBe(503);
  }, 60_000);

  it('never turns the development WeChat stand-in on', async () => {
    expect(readEnv({ NODE_ENV: 'production', WECHAT_DEV_LOGIN: '1' }).wechat.devStandIn).toBe(false);
    t = await startTestApp({ config: { nodeEnv: 'production', smtpUrl: 'smtp://127.0.0.1:9', wechat: { ...readEnv({}).wechat, devStandIn: true } } });
    const page = await t.app.inject({
      method: 'GET',
      url: '/aigc/api/auth/login/third/wechat/dev?state=s&redirect_uri=http://localhost/aigc/api/auth/login/third/wechat/callback',
      remoteAddress: '127.0.0.1',
    });
    expect(page.statusCode).toBe(404);
  }, 60_000);
});
