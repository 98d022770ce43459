import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { SESSION_COOKIE } from '../../lib/sessions';
import type { GenerateJobDto } from './schemas';

/** The app with AI adapters configured against an address where nothing listens. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    config: {
      providers: {
        openaiApiKey: 'sk-test',
        openaiBaseUrl: 'http://127.0.0.1:9/v1',
        openaiImageModel: undefined,
        openaiChatApiKey: undefined,
        openaiChatBaseUrl: undefined,
        openaiChatModel: undefined,
        a1111Url: undefined,
        a1111Auth: undefined,
        a1111Upscaler: undefined,
        ffmpegPath: undefined,
      },
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('with AI providers configured', () => {
  it('lists their models, with the offline engine still serving 3D and video', async () => {
    const all = await t.call<{ dataList: { modelId: string }[] }>(
      'GET',
      '/aigc/api/model/selection',
    );
    expect(all.body.data.dataList.map((m) => m.modelId)).toEqual([
      'openai:gpt-image-1',
      'chat:gpt-4o-mini',
      'offline-preview',
    ]);
    const video = await t.call<{ dataList: { modelId: string }[] }>(
      'GET',
      '/aigc/api/model/selection',
      { query: { scene: 'img2video' } },
    );
    expect(video.body.data.dataList.map((m) => m.modelId)).toEqual(['offline-preview']);
  });

  it("refuses image-to-image with a model that cannot do it (docs/product.md §8's switch offer)", async () => {
    const u = await t.createUser();
    const png = await sharp({
      create: { width: 512, height: 512, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const boundary = 'xxBOUNDARYxx';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="prompt"\r\n\r\nrestyle\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="modelId"\r\n\r\nchat:gpt-4o-mini\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="sourceImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/aigc/api/generate/img2img',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookies: { [SESSION_COOKIE]: u.session },
    });
    expect(res.json()).toMatchObject({
      code: 400,
      msg: 'The model does not support image-to-image',
    });
  });

  it('a job whose provider is unreachable fails with the reason and makes no record; magic prompt falls back to the template', async () => {
    const u = await t.createUser();
    const r = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', {
      session: u.session,
      body: { prompt: 'ring', modelId: 'openai:gpt-image-1' },
    });
    await t.app.generationQueue.waitForIdle();
    const job = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', {
      session: u.session,
      query: { jobId: r.body.data.jobId },
    });
    expect(job.body.data.status).toBe('failed');
    expect(job.body.data.error).toMatch(/^OpenAI-compatible Images API could not be reached/);
    expect(job.body.data.record).toBeNull();
    const list = await t.call<{ total: number }>('GET', '/aigc/api/generate/user/list', {
      session: u.session,
    });
    expect(list.body.data.total).toBe(0);
    const m = await t.call<{ prompt: string; provider: string }>(
      'POST',
      '/aigc/api/generate/magic-prompt',
      { session: u.session, body: { prompt: 'cat pendant' } },
    );
    expect(m.body.data.provider).toBe('offline');
  });
});
