/**
 * Contract tests of the AI adapters against local fake servers that speak
 * the providers' documented request and response shapes: the OpenAI Images
 * API (generations JSON, edits multipart with `image`/`image[]`/`mask`), the
 * OpenAI Chat Completions API, and AUTOMATIC1111's `/sdapi/v1/*` JSON API.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../index';
import type { SourceImage } from '../types';
import { Automatic1111Provider } from './automatic1111';
import { OpenAiChatPromptProvider } from './openaiChat';
import { OpenAiImagesProvider } from './openaiImages';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  json?: unknown;
  form?: FormData;
}

let server: Server;
let base = '';
const seen: Seen[] = [];
let reply: (req: Seen) => { status?: number; body: unknown } = () => ({ body: {} });

async function png(width: number, height: number, colour = '#c84'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

let answer: Buffer;
let source: SourceImage;

beforeAll(async () => {
  answer = await png(64, 48, '#4a8');
  source = { bytes: await png(400, 300), contentType: 'image/png', width: 400, height: 300 };
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const s: Seen = { method: req.method ?? '', path: req.url ?? '', headers: req.headers };
      const type = req.headers['content-type'] ?? '';
      if (type.startsWith('application/json')) s.json = JSON.parse(raw.toString('utf8'));
      if (type.startsWith('multipart/form-data')) {
        s.form = await new Request('http://fake/', {
          method: 'POST',
          headers: { 'content-type': type },
          body: raw,
        }).formData();
      }
      seen.push(s);
      const r = reply(s);
      res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

describe('OpenAI-compatible Images API', () => {
  const make = () =>
    new OpenAiImagesProvider({ apiKey: 'sk-test', baseUrl: `${base}/v1`, model: 'gpt-image-1' });

  it('generations: POST /v1/images/generations with model, prompt, n, size and a bearer key; reads data[0].b64_json', async () => {
    reply = () => ({ body: { created: 1, data: [{ b64_json: answer.toString('base64') }] } });
    const img = await make().generate({ prompt: 'silver ring', aspectRatio: '4:3' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/images/generations' });
    expect(seen[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(seen[0]?.json).toEqual({
      model: 'gpt-image-1',
      prompt: 'silver ring',
      n: 1,
      size: '1536x1024',
    });
    expect([img.width, img.height, img.contentType]).toEqual([64, 48, 'image/png']);
  });

  it('edits with a mask for inpainting: transparent where the user painted', async () => {
    reply = () => ({ body: { data: [{ b64_json: answer.toString('base64') }] } });
    const mask = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: await png(100, 100, '#fff'), left: 0, top: 0 }])
      .png()
      .toBuffer();
    await make().inpaint({
      mode: 'modify',
      prompt: 'a gold star',
      source,
      mask,
      seed: 1,
      modelId: 'openai:gpt-image-1',
    });
    const s = seen[0];
    expect(s?.path).toBe('/v1/images/edits');
    expect(s?.form?.get('prompt')).toBe('a gold star');
    expect(s?.form?.get('model')).toBe('gpt-image-1');
    expect(s?.form?.get('size')).toBe('1536x1024');
    const sentMask = s?.form?.get('mask') as File;
    const m = await sharp(Buffer.from(await sentMask.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([m.info.width, m.info.height]).toEqual([400, 300]);
    expect(m.data[3]).toBe(0); // painted corner: editable
    expect(m.data[(299 * 400 + 399) * 4 + 3]).toBe(255); // untouched corner: kept
    expect(s?.form?.get('image')).toBeInstanceOf(File);
  });

  it('kontext sends every reference as image[]; provider errors carry error.message', async () => {
    reply = () => ({ body: { data: [{ b64_json: answer.toString('base64') }] } });
    await make().kontext({
      prompt: 'merge',
      sources: [source, source],
      seed: 1,
      modelId: 'openai:gpt-image-1',
    });
    expect(seen[0]?.form?.getAll('image[]')).toHaveLength(2);
    reply = () => ({
      status: 400,
      body: {
        error: {
          message: 'Your request was rejected by the safety system',
          type: 'invalid_request_error',
        },
      },
    });
    await expect(make().generate({ prompt: 'x' })).rejects.toThrow(
      'OpenAI-compatible Images API error 400: Your request was rejected by the safety system',
    );
  });
});

describe('OpenAI-compatible chat (magic prompt)', () => {
  it('POST /v1/chat/completions with a system and a user message; reads choices[0].message.content', async () => {
    reply = () => ({
      body: {
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: '"A sterling silver cat pendant, soft light"' },
          },
        ],
      },
    });
    const p = new OpenAiChatPromptProvider({
      apiKey: 'sk-chat',
      baseUrl: `${base}/v1`,
      model: 'gpt-4o-mini',
    });
    expect(await p.expandPrompt({ prompt: 'cat pendant' })).toBe(
      'A sterling silver cat pendant, soft light',
    );
    const body = seen[0]?.json as { model: string; messages: { role: string; content: string }[] };
    expect(seen[0]?.path).toBe('/v1/chat/completions');
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[1]?.content).toBe('cat pendant');
    reply = () => ({ body: { choices: [{ message: { content: '' } }] } });
    await expect(p.expandPrompt({ prompt: 'x' })).rejects.toThrow('empty answer');
  });
});

describe('AUTOMATIC1111 web UI API', () => {
  const make = () => new Automatic1111Provider({ url: base, auth: 'me:pw' });

  it('txt2img: prompt, seed, size multiple of 8; basic auth; reads images[0]', async () => {
    reply = () => ({ body: { images: [answer.toString('base64')], parameters: {}, info: '{}' } });
    const img = await make().generate({ prompt: 'toy robot', seed: 42, aspectRatio: '2:3' });
    const body = seen[0]?.json as Record<string, unknown>;
    expect(seen[0]?.path).toBe('/sdapi/v1/txt2img');
    expect(seen[0]?.headers.authorization).toBe(`Basic ${Buffer.from('me:pw').toString('base64')}`);
    expect(body).toMatchObject({ prompt: 'toy robot', seed: 42, width: 680, height: 1024 });
    expect(img.width).toBe(64);
  });

  it('img2img with init_images and a white-means-change mask for inpainting', async () => {
    reply = () => ({ body: { images: [answer.toString('base64')] } });
    const mask = await png(400, 300, '#fff');
    await make().inpaint({
      mode: 'remove',
      prompt: '',
      source,
      mask,
      seed: 3,
      modelId: 'a1111:sd',
    });
    const body = seen[0]?.json as {
      init_images: string[];
      mask: string;
      denoising_strength: number;
      inpainting_fill: number;
    };
    expect(seen[0]?.path).toBe('/sdapi/v1/img2img');
    expect(body.init_images).toHaveLength(1);
    const m = await sharp(Buffer.from(body.mask, 'base64'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(m.data[0]).toBe(255);
    expect(body.inpainting_fill).toBe(0);
    await make().imageToImage({
      prompt: 'restyle',
      source,
      style: 'style',
      seed: 1,
      modelId: 'a1111:sd',
    });
    expect((seen[1]?.json as { denoising_strength: number }).denoising_strength).toBe(0.6);
  });

  it('upscale through extra-single-image; an HTTP error names the provider', async () => {
    reply = () => ({ body: { image: answer.toString('base64'), html_info: '' } });
    await make().upscale({ source, factor: 4, modelId: 'a1111:sd' });
    expect(seen[0]?.path).toBe('/sdapi/v1/extra-single-image');
    expect(seen[0]?.json).toMatchObject({ upscaling_resize: 4, upscaler_1: 'R-ESRGAN 4x+' });
    reply = () => ({ status: 422, body: { detail: 'Invalid upscaler' } });
    await expect(make().upscale({ source, factor: 2, modelId: 'a1111:sd' })).rejects.toThrow(
      'AUTOMATIC1111 (self-hosted Stable Diffusion) error 422: Invalid upscaler',
    );
  });
});

describe('registry from settings', () => {
  it('lists AI models first when configured and keeps the offline engine for every tool', () => {
    const offlineOnly = createDefaultRegistry({});
    expect(offlineOnly.models().map((m) => m.modelId)).toEqual(['offline-preview']);
    const all = createDefaultRegistry({
      openaiApiKey: 'k',
      openaiBaseUrl: `${base}/v1`,
      a1111Url: base,
    });
    expect(all.models().map((m) => m.modelId)).toEqual([
      'openai:gpt-image-1',
      'a1111:sd',
      'chat:gpt-4o-mini',
      'offline-preview',
    ]);
    expect(all.defaultModelFor('image2model')).toBe('offline-preview');
    expect(all.defaultModelFor('promptExpansion')).toBe('chat:gpt-4o-mini');
    expect(all.models('upscale').map((m) => m.modelId)).toEqual(['a1111:sd', 'offline-preview']);
    expect(all.providerFor('openai:gpt-image-1', 'upscale')).toBeNull();
    expect(all.providerFor('a1111:sd', 'upscale')?.id).toBe('a1111');
  });
});
