import { createDecipheriv, createPublicKey, createSign, createVerify, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeWechatPay, type FakeWechatPay } from './wechatPay';

let fake: FakeWechatPay | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** A merchant request signed as the adapter signs it (`WECHATPAY2-SHA256-RSA2048`). */
function signedCall(f: FakeWechatPay, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const nonce = randomBytes(8).toString('hex');
  const signature = createSign('RSA-SHA256').update(`POST\n${path}\n${timestamp}\n${nonce}\n${text}\n`).sign(f.settings.privateKey, 'base64');
  const auth = `WECHATPAY2-SHA256-RSA2048 mchid="${f.settings.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${f.settings.certSerial}"`;
  return fetch(`${f.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: auth }, body: text });
}

/** Whether an answer or notification carries a valid platform signature. */
function platformSigned(f: FakeWechatPay, headers: IncomingHttpHeaders | Headers, body: string): boolean {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined)) ?? '';
  return createVerify('RSA-SHA256')
    .update(`${get('wechatpay-timestamp')}\n${get('wechatpay-nonce')}\n${body}\n`)
    .verify(createPublicKey(f.settings.platformCert), get('wechatpay-signature'), 'base64');
}

describe('the fake WeChat Pay API v3', () => {
  it('refuses an unsigned merchant call and answers a signed one with a platform-signed code_url', async () => {
    fake = await startFakeWechatPay();
    const unsigned = await fetch(`${fake.url}/v3/pay/transactions/native`, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(401);

    const res = await signedCall(fake, '/v3/pay/transactions/native', { out_trade_no: 'T1', attach: 'order-1', amount: { total: 1999 }, notify_url: 'http://127.0.0.1:9/none' });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ code_url: 'weixin://wxpay/bizpayurl?pr=T1' });
    expect(platformSigned(fake, res.headers, text)).toBe(true);
    expect(fake.requests.map((r) => r.signatureValid)).toEqual([false, true]);
  });

  it('pays an opened transaction by POSTing a signed, encrypted TRANSACTION.SUCCESS to its notify URL', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const notify = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => notify.listen(0, '127.0.0.1', r));
    const notifyUrl = `http://127.0.0.1:${(notify.address() as AddressInfo).port}/notify`;
    try {
      fake = await startFakeWechatPay();
      await expect(fake.pay('order-2')).rejects.toThrow();
      await signedCall(fake, '/v3/pay/transactions/h5', { out_trade_no: 'T2', attach: 'order-2', amount: { total: 500 }, notify_url: notifyUrl });
      expect(await fake.pay('order-2')).toBe(204);

      const [note] = received;
      expect(note && platformSigned(fake, note.headers, note.body)).toBe(true);
      const { resource } = JSON.parse(note!.body) as { resource: { ciphertext: string; nonce: string; associated_data: string } };
      const raw = Buffer.from(resource.ciphertext, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(fake.settings.apiV3Key), Buffer.from(resource.nonce));
      decipher.setAAD(Buffer.from(resource.associated_data));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const plain = JSON.parse(Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]).toString('utf8')) as Record<string, unknown>;
      expect(plain).toMatchObject({ out_trade_no: 'T2', trade_state: 'SUCCESS', amount: { total: 500 } });
    } finally {
      await new Promise((r) => notify.close(r));
    }
  });
});
