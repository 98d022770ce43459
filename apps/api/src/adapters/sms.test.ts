import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@aigc/domain';
import { startTestApp, type TestApp } from '../test/harness';
import { createSmsSender, signTc3, SmsDeliveryError } from './sms';

const SECRET_ID = 'AKIDEXAMPLE';
const SECRET_KEY = 'secretKeyExample';

describe('signTc3', () => {
  it('matches the TC3-HMAC-SHA256 signature of the Tencent Cloud SDK for the same request', () => {
    // Computed once with tencentcloud-sdk-nodejs-common's Sign.sign3 for these exact inputs.
    const body = JSON.stringify({
      PhoneNumberSet: ['+8613812345678'],
      SmsSdkAppId: '1400000000',
      SignName: 'Makeable',
      TemplateId: '123456',
      TemplateParamSet: ['654321', '10'],
    });
    expect(
      signTc3({
        url: 'https://sms.tencentcloudapi.com/',
        body,
        contentType: 'application/json; charset=utf-8',
        service: 'sms',
        timestamp: 1700000000,
        secretId: SECRET_ID,
        secretKey: SECRET_KEY,
      }),
    ).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDEXAMPLE/2023-11-14/sms/tc3_request, SignedHeaders=content-type;host, Signature=db237758108976efb471b7a0d65de52763f307eb672eb991670a44c133e76f52',
    );
  });
});

/** A local stand-in for sms.tencentcloudapi.com: checks the signature and headers, answers like SendSms. */
interface FakeTencent {
  url: string;
  received: { action: string; body: Record<string, unknown> }[];
  /** What the next SendSms answers: ok, an API error, or a per-number failure. */
  mode: 'ok' | 'error' | 'limit';
  close(): Promise<void>;
}

async function startFakeTencent(): Promise<FakeTencent> {
  const fake: Omit<FakeTencent, 'url' | 'close'> = { received: [], mode: 'ok' };
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer((req, res) => {
    void read(req).then((raw) => {
      const send = (json: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      const timestamp = Number(req.headers['x-tc-timestamp']);
      const expected = signTc3({
        url: `http://${req.headers.host}${req.url}`,
        body: raw,
        contentType: String(req.headers['content-type']),
        service: 'sms',
        timestamp,
        secretId: SECRET_ID,
        secretKey: SECRET_KEY,
      });
      if (req.method !== 'POST' || req.headers.authorization !== expected) {
        send({
          Response: {
            Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad signature' },
            RequestId: 'r1',
          },
        });
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      fake.received.push({ action: String(req.headers['x-tc-action']), body });
      if (fake.mode === 'error') {
        send({
          Response: {
            Error: { Code: 'FailedOperation.TemplateIncorrectOrUnapproved', Message: 'template' },
            RequestId: 'r2',
          },
        });
      } else {
        const code = fake.mode === 'ok' ? 'Ok' : 'LimitExceeded.PhoneNumberDailyLimit';
        const phone = (body.PhoneNumberSet as string[])[0];
        send({
          Response: {
            SendStatusSet: [
              { SerialNo: 's', PhoneNumber: phone, Fee: 1, Code: code, Message: code },
            ],
            RequestId: 'r3',
          },
        });
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }) as FakeTencent;
}

const tencentSettings = (endpoint: string) => ({
  secretId: SECRET_ID,
  secretKey: SECRET_KEY,
  appId: '1400000000',
  signName: 'Makeable',
  templateId: '123456',
  region: 'ap-guangzhou',
  endpoint,
});

describe('Tencent Cloud SMS adapter', () => {
  let fake: FakeTencent;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeTencent();
    t = await startTestApp({ config: { tencentSms: tencentSettings(fake.url) } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('refuses a half configuration', () => {
    expect(() =>
      createSmsSender({
        tencent: { ...tencentSettings('http://x'), templateId: undefined },
        dataDir: '/tmp',
      }),
    ).toThrow('TENCENT_SMS_SECRET_ID is set but TENCENT_SMS_TEMPLATE_ID is not');
  });

  it('sends SendSms 2021-01-11 with a valid signature, the +86 number and the template parameters', async () => {
    const sms = createSmsSender({ tencent: tencentSettings(fake.url), dataDir: '/tmp' });
    expect(sms.outbox).toBeNull();
    await sms.sendCode({ to: '13812345678', code: '123456', minutes: 10 });
    expect(fake.received.at(-1)).toEqual({
      action: 'SendSms',
      body: {
        PhoneNumberSet: ['+8613812345678'],
        SmsSdkAppId: '1400000000',
        SignName: 'Makeable',
        TemplateId: '123456',
        TemplateParamSet: ['123456', '10'],
      },
    });
    const wrongKey = createSmsSender({
      tencent: { ...tencentSettings(fake.url), secretKey: 'other' },
      dataDir: '/tmp',
    });
    await expect(
      wrongKey.sendCode({ to: '13812345678', code: '1', minutes: 10 }),
    ).rejects.toMatchObject({
      name: 'SmsDeliveryError',
      providerCode: 'AuthFailure.SignatureFailure',
    });
  });

  it('texts login codes through the provider; a refused text is a 503 and does not start the 60 s wait', async () => {
    const r = await t.call('POST', '/aigc/api/auth/login/mobile/code', {
      body: { mobile: '13900001111' },
    });
    expect(r.body).toEqual({ code: 200, msg: 'success', data: null });
    const code = (fake.received.at(-1)?.body.TemplateParamSet as string[])[0];
    const login = await t.call<{ user: { phone: string } }>('POST', '/aigc/api/auth/login/mobile', {
      body: { mobile: '13900001111', code: code!, termsVersion: TERMS_VERSION },
    });
    expect(login.body.data.user.phone).toBe('139****1111');
    expect(await t.outbox()).toEqual([]);

    for (const mode of ['error', 'limit'] as const) {
      fake.mode = mode;
      const refused = await t.call('POST', '/aigc/api/auth/login/mobile/code', {
        body: { mobile: '13900002222' },
      });
      expect(refused.body).toEqual({
        code: 503,
        msg: 'The verification code could not be sent, please try again later',
        data: null,
      });
    }
    fake.mode = 'ok';
    expect(
      (
        await t.call('POST', '/aigc/api/auth/login/mobile/code', {
          body: { mobile: '13900002222' },
        })
      ).body.code,
    ).toBe(200);
  });

  it('reports an unreachable provider as a delivery error', async () => {
    const down = createSmsSender({
      tencent: tencentSettings('http://127.0.0.1:9'),
      dataDir: '/tmp',
    });
    await expect(
      down.sendCode({ to: '13812345678', code: '1', minutes: 10 }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
