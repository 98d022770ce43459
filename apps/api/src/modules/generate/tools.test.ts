import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../lib/sessions';
import { startTestApp, type TestApp } from '../../test/harness';
import { multipartBody, type MultipartFile } from '../../test/multipart';
import type { GenerateJobDto } from './schemas';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function post<T = GenerateJobDto>(
  session: string,
  path: string,
  fields: Record<string, string>,
  files: Record<string, MultipartFile | MultipartFile[]> = {},
) {
  const body = multipartBody(fields, files);
  const res = await t.app.inject({
    method: 'POST',
    url: `/aigc/api/generate/${path}`,
    ...body,
    cookies: { [SESSION_COOKIE]: session },
  });
  return res.json() as { code: number; msg: string; data: T };
}

async function settle(session: string, jobId: string): Promise<GenerateJobDto> {
  await t.app.generationQueue.waitForIdle();
  const r = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', {
    session,
    query: { jobId },
  });
  return r.body.data;
}

async function fetchFile(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** A photo-like test picture: gradient + a dark disc in the middle. */
async function picture(
  width = 640,
  height = 480,
  format: 'png' | 'jpeg' | 'gif' = 'png',
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#f3c"/><stop offset="1" stop-color="#3cf"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 6}" fill="#123"/></svg>`;
  const img = sharp(Buffer.from(svg));
  return format === 'png'
    ? img.png().toBuffer()
    : format === 'jpeg'
      ? img.jpeg().toBuffer()
      : img.gif().toBuffer();
}

/** A mask: white disc over the middle of a transparent picture. */
async function discMask(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 5}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('reference-image checks on the server (docs/product.md §5)', () => {
  it('refuses a missing image, GIF, bad ratio, bad width and oversize files with the documented messages', async () => {
    const u = await t.createUser();
    expect((await post(u.session, 'img2img', { prompt: 'x' })).msg).toBe('Please upload an image');
    const gif = await post(
      u.session,
      'img2img',
      { prompt: 'x' },
      { sourceImage: { name: 'a.gif', bytes: await picture(640, 480, 'gif'), type: 'image/gif' } },
    );
    expect(gif).toMatchObject({ code: 400, msg: 'Image format error' });
    const wide = await post(
      u.session,
      'img2img',
      { prompt: 'x' },
      { sourceImage: { name: 'a.png', bytes: await picture(1200, 500) } },
    );
    expect(wide.msg).toBe('The aspect ratio must be between 1:2 and 2:1');
    const small = await post(
      u.session,
      'img2img',
      { prompt: 'x' },
      { sourceImage: { name: 'a.png', bytes: await picture(300, 300) } },
    );
    expect(small.msg).toBe('The image width must be between 360 and 2560 px');
    const huge = Buffer.concat([await picture(), randomBytes(20 * 1024 * 1024)]);
    const big = await post(
      u.session,
      'img2img',
      { prompt: 'x' },
      { sourceImage: { name: 'a.png', bytes: huge } },
    );
    expect(big).toMatchObject({ code: 400, msg: 'The image must be under 20 MB' });
    const noPrompt = await post(
      u.session,
      'img2img',
      {},
      { sourceImage: { name: 'a.png', bytes: await picture() } },
    );
    expect(noPrompt.msg).toBe('Please enter a prompt');
    const pending = await t.call<GenerateJobDto[]>('POST', '/aigc/api/generate/get_pending_jobs', {
      session: u.session,
      body: {},
    });
    expect(pending.body.data).toEqual([]);
  });

  it("refuses a tool's options with their messages, after the prompt and the model", async () => {
    const u = await t.createUser();
    const source = { sourceImage: { name: 'a.png', bytes: await picture() } };
    const msg = async (path: string, fields: Record<string, string>) =>
      (await post(u.session, path, fields, source)).msg;
    expect(await msg('upscale', { scale: '3' })).toBe('scale must be 2 or 4');
    expect(await msg('img2video', { motion: 'spin' })).toBe('Unknown camera motion');
    expect(await msg('img2img', { prompt: 'x', batchSize: '9' })).toBe('batchSize must be 1 to 4');
    expect(await msg('img2img', { prompt: 'x', batchSize: '02' })).toBe('batchSize must be 1 to 4');
    // The prompt rule reads inpaint's mode, so a bad mode comes first…
    expect(await msg('inpaint', { mode: 'erase' })).toBe('mode must be modify or remove');
    // …while the other options come after the prompt and the model.
    expect(await msg('img2img', { batchSize: '9' })).toBe('Please enter a prompt');
    expect(await msg('upscale', { scale: '3', modelId: 'nope' })).toBe(
      'This model is not available',
    );
    const pending = await t.call<GenerateJobDto[]>('POST', '/aigc/api/generate/get_pending_jobs', {
      session: u.session,
      body: {},
    });
    expect(pending.body.data).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/aigc/api/generate/upscale',
      ...multipartBody({}, { sourceImage: { name: 'a.png', bytes: await picture() } }),
    });
    expect(res.json()).toMatchObject({ code: 401 });
  });
});

describe('image tools through the queue (offline engine)', () => {
  it('upscale ×2 gives an image twice as wide; ×4 past 6144 px is refused', async () => {
    const u = await t.createUser();
    const r = await post(
      u.session,
      'upscale',
      { scale: '2' },
      { sourceImage: { name: 'a.png', bytes: await picture(640, 480) } },
    );
    expect(r.code).toBe(200);
    const job = await settle(u.session, r.data.jobId);
    expect(job.status).toBe('succeeded');
    expect(job.record?.kind).toBe('upscale');
    expect(job.record?.images[0]).toMatchObject({ width: 1280, height: 960 });
    const meta = await sharp(await fetchFile(job.record?.images[0]?.url ?? '')).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 960]);
    const tooBig = await post(
      u.session,
      'upscale',
      { scale: '4' },
      { sourceImage: { name: 'a.png', bytes: await picture(2000, 1500) } },
    );
    expect(tooBig.msg).toBe(
      'The upscaled image would exceed 6144 px, choose ×2 or a smaller image',
    );
  });

  it('img2img, edge reference and figurine make images; an existing image can be the source', async () => {
    const u = await t.createUser();
    const first = await post(
      u.session,
      'img2img',
      { prompt: 'cartoon cat', batchSize: '1' },
      {
        sourceImage: { name: 'a.jpg', bytes: await picture(640, 480, 'jpeg'), type: 'image/jpeg' },
      },
    );
    const done = await settle(u.session, first.data.jobId);
    expect(done.status).toBe('succeeded');
    expect(done.record).toMatchObject({ kind: 'img2img', prompt: 'cartoon cat' });
    const imageId = done.record?.images[0]?.uniqueImageId ?? '';
    const edge = await post(u.session, 'img2img', {
      prompt: 'line art',
      tagId: 'edge',
      sourceImageId: imageId,
      batchSize: '1',
      parentGenerateId: done.record?.id ?? '',
    });
    const edgeJob = await settle(u.session, edge.data.jobId);
    expect(edgeJob.record).toMatchObject({ kind: 'edge', parentGenerateId: done.record?.id });
    const fig = await post(u.session, 'img2img', {
      prompt: 'toy',
      tagId: 'figurine',
      sourceImageId: imageId,
      batchSize: '2',
    });
    const figJob = await settle(u.session, fig.data.jobId);
    expect(figJob.record?.kind).toBe('figurine');
    expect(figJob.record?.images).toHaveLength(2);
    const other = await t.createUser();
    const stolen = await post(other.session, 'img2img', { prompt: 'x', sourceImageId: imageId });
    expect(stolen).toMatchObject({ code: 404, msg: 'Failed to fetch original image' });
  });

  it('makes different copies within one job (restyle and edge), each flagged as a preview', async () => {
    const u = await t.createUser();
    const source = { sourceImage: { name: 'a.png', bytes: await picture(640, 480) } };
    for (const tagId of ['style', 'edge']) {
      const job = await post(u.session, 'img2img', { prompt: 'portrait of the person as an astronaut', tagId, batchSize: '2' }, source);
      const done = await settle(u.session, job.data.jobId);
      const [a, b] = done.record?.images ?? [];
      expect(a?.preview && b?.preview).toBe(true);
      const pixels = async (url = '') => sharp(await fetchFile(url)).raw().toBuffer();
      expect((await pixels(a?.url)).equals(await pixels(b?.url))).toBe(false);
    }
  });

  it('inpaint remove erases the masked disc; an empty mask is refused', async () => {
    const u = await t.createUser();
    const src = await picture(640, 480);
    const empty = await sharp({
      create: { width: 640, height: 480, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const none = await post(
      u.session,
      'inpaint',
      { mode: 'remove' },
      { sourceImage: { name: 'a.png', bytes: src }, mask: { name: 'm.png', bytes: empty } },
    );
    expect(none.msg).toBe('Please paint the area to change');
    const r = await post(
      u.session,
      'inpaint',
      { mode: 'remove' },
      {
        sourceImage: { name: 'a.png', bytes: src },
        mask: { name: 'm.png', bytes: await discMask(320, 240) },
      },
    );
    const job = await settle(u.session, r.data.jobId);
    expect(job.status).toBe('succeeded');
    const out = await sharp(await fetchFile(job.record?.images[0]?.url ?? ''))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([out.info.width, out.info.height]).toEqual([640, 480]);
    const centre = (240 * 640 + 320) * 3;
    // The dark disc (#123) is gone: the centre is now as light as the gradient around it.
    expect(
      (out.data[centre] ?? 0) + (out.data[centre + 1] ?? 0) + (out.data[centre + 2] ?? 0),
    ).toBeGreaterThan(300);
    const modify = await post(
      u.session,
      'inpaint',
      { mode: 'modify' },
      {
        sourceImage: { name: 'a.png', bytes: src },
        mask: { name: 'm.png', bytes: await discMask(640, 480) },
      },
    );
    expect(modify.msg).toBe('Please enter a prompt');
  });

  it('kontext takes several source images', async () => {
    const u = await t.createUser();
    const r = await post(
      u.session,
      'kontext',
      { prompt: 'put the cat on the mug' },
      {
        sourceImageList: [
          { name: 'a.png', bytes: await picture(640, 480) },
          { name: 'b.png', bytes: await picture(480, 640) },
        ],
      },
    );
    const job = await settle(u.session, r.data.jobId);
    expect(job.record).toMatchObject({ kind: 'kontext', prompt: 'put the cat on the mug' });
    expect(job.record?.images).toHaveLength(1);
  });

  it('image → 3D gives a GLB and a printable STL', async () => {
    const u = await t.createUser();
    const r = await post(
      u.session,
      'img2model3d',
      { voxelResolution: '64' },
      { sourceImage: { name: 'a.png', bytes: await picture(640, 480) } },
    );
    const job = await settle(u.session, r.data.jobId);
    expect(job.status).toBe('succeeded');
    const m = job.record?.model3d;
    expect(m?.voxelResolution).toBe(64);
    const glb = await fetchFile(m?.glbUrl ?? '');
    expect(glb.subarray(0, 4).toString('ascii')).toBe('glTF');
    const stl = await fetchFile(m?.stlUrl ?? '');
    expect(stl.length).toBe(84 + 50 * stl.readUInt32LE(80));
    expect(stl.readUInt32LE(80)).toBe(m?.triangles);
    const bad = await post(
      u.session,
      'img2model3d',
      { voxelResolution: '100' },
      { sourceImage: { name: 'a.png', bytes: await picture() } },
    );
    expect(bad.msg).toBe('voxelResolution must be 64, 128 or 256');
  });

  it('image → video gives an MP4 with a poster; single and batch downloads', async () => {
    const u = await t.createUser();
    const r = await post(
      u.session,
      'img2video',
      { motion: 'panLeft' },
      { sourceImage: { name: 'a.png', bytes: await picture(640, 480) } },
    );
    const job = await settle(u.session, r.data.jobId);
    expect(job.status).toBe('succeeded');
    const v = job.record?.video;
    expect(v).toMatchObject({ width: 720, height: 540, durationMs: 4000 });
    const mp4 = await fetchFile(v?.url ?? '');
    expect(mp4.subarray(4, 8).toString('ascii')).toBe('ftyp');
    const single = await t.app.inject({
      method: 'GET',
      url: `/aigc/api/download/video/single?uniqueVideoId=${v?.uniqueVideoId}`,
      cookies: { [SESSION_COOKIE]: u.session },
    });
    expect(single.headers['content-disposition']).toContain('attachment');
    expect(single.rawPayload.equals(mp4)).toBe(true);

    const other = await t.createUser();
    const denied = await t.call('POST', '/aigc/api/download/video/batch', {
      session: other.session,
      body: { videoIdList: v?.uniqueVideoId ?? '' },
    });
    expect(denied.body).toMatchObject({ code: 404, msg: 'Video not found' });
    const tooMany = await t.call('POST', '/aigc/api/download/video/batch', {
      session: u.session,
      body: { videoIdList: Array.from({ length: 10 }, (_, i) => `v${i}`).join(',') },
    });
    expect(tooMany.body.msg).toBe('At most 9 items can be downloaded at once');
    const task = await t.call<{ taskId: string }>('POST', '/aigc/api/download/video/batch', {
      session: u.session,
      body: { videoIdList: v?.uniqueVideoId ?? '' },
    });
    expect(task.body.code).toBe(200);
    await t.app.videoZipper.idle();
    const result = await t.call<{ status: string; downloadUrl: string }>(
      'GET',
      '/aigc/api/download/video/batch/result',
      { session: u.session, query: { taskId: task.body.data.taskId } },
    );
    expect(result.body.data.status).toBe('succeeded');
    const zip = await t.app.inject({
      method: 'GET',
      url: result.body.data.downloadUrl,
      cookies: { [SESSION_COOKIE]: u.session },
    });
    expect(zip.headers['content-disposition']).toContain('videos.zip');
    expect(zip.rawPayload.subarray(0, 2).toString('ascii')).toBe('PK');
    expect(zip.rawPayload.includes(Buffer.from('video-1.mp4'))).toBe(true);
  }, 60_000);
});

describe('history management', () => {
  it('painter image returns the original or "Failed to fetch original image"; delete removes records', async () => {
    const u = await t.createUser();
    const r = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', {
      session: u.session,
      body: { prompt: 'moon pendant' },
    });
    const job = await settle(u.session, r.body.data.jobId);
    const img = job.record?.images[0];
    const p = await t.call('GET', '/aigc/api/generate/painter/image', {
      session: u.session,
      query: { uniqueImageId: img?.uniqueImageId ?? '' },
    });
    expect(p.body.data).toMatchObject({
      uniqueImageId: img?.uniqueImageId,
      url: img?.url,
      width: img?.width,
    });
    const other = await t.createUser();
    const denied = await t.call('GET', '/aigc/api/generate/painter/image', {
      session: other.session,
      query: { uniqueImageId: img?.uniqueImageId ?? '' },
    });
    expect(denied.body).toMatchObject({ code: 404, msg: 'Failed to fetch original image' });

    expect(
      (
        await t.call('POST', '/aigc/api/generate/delete/item', {
          session: u.session,
          body: { itemIds: [] },
        })
      ).body.msg,
    ).toBe('Please select at least one item');
    const many = Array.from({ length: 51 }, (_, i) => `x${i}`);
    expect(
      (
        await t.call('POST', '/aigc/api/generate/delete/item', {
          session: u.session,
          body: { itemIds: many },
        })
      ).body.msg,
    ).toBe('At most 50 items can be deleted at once');
    expect(
      (
        await t.call('POST', '/aigc/api/generate/delete/item', {
          session: other.session,
          body: { itemIds: [job.record?.id] },
        })
      ).body.code,
    ).toBe(404);
    const del = await t.call<{ deleted: number }>('POST', '/aigc/api/generate/delete/item', {
      session: u.session,
      body: { itemIds: [job.record?.id] },
    });
    expect(del.body.data.deleted).toBe(1);
    const list = await t.call<{ total: number }>('GET', '/aigc/api/generate/user/list', {
      session: u.session,
    });
    expect(list.body.data.total).toBe(0);
    const gone = await t.app.inject({ method: 'GET', url: img?.url ?? '' });
    expect(gone.statusCode).toBe(404);
  });
});

describe('history target (GET /aigc/api/generate/user/list)', () => {
  it('target image / model / video lists only those records, with their own totals; another value is a 400', async () => {
    const u = await t.createUser();
    const text = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', { session: u.session, body: { prompt: 'a silver ring' } });
    const image = await settle(u.session, text.body.data.jobId);
    const model = await settle(
      u.session,
      (await post(u.session, 'img2model3d', { voxelResolution: '64' }, { sourceImage: { name: 'a.png', bytes: await picture(640, 480) } })).data.jobId,
    );
    const video = await settle(
      u.session,
      (await post(u.session, 'img2video', { motion: 'panLeft' }, { sourceImage: { name: 'b.png', bytes: await picture(640, 480) } })).data.jobId,
    );
    const list = async (target?: string) =>
      (
        await t.call<{ total: number; dataList: { id: string }[] }>('GET', '/aigc/api/generate/user/list', {
          session: u.session,
          query: target ? { target } : {},
        })
      ).body;
    expect((await list()).data.total).toBe(3);
    for (const [target, job] of [
      ['image', image],
      ['model', model],
      ['video', video],
    ] as const) {
      const page = await list(target);
      expect(page.data.total).toBe(1);
      expect(page.data.dataList.map((r) => r.id)).toEqual([job.record?.id]);
    }
    expect((await list('spaceship')).code).toBe(400);
  });
});

describe('models, config and magic prompt', () => {
  it('filters models by tool and expands prompts offline', async () => {
    const r = await t.call<{ dataList: { modelId: string }[] }>(
      'GET',
      '/aigc/api/model/selection',
      { query: { scene: 'img2model3d' } },
    );
    expect(r.body.data.dataList.map((m) => m.modelId)).toEqual(['offline-preview']);
    const u = await t.createUser();
    const m = await t.call<{ prompt: string; provider: string }>(
      'POST',
      '/aigc/api/generate/magic-prompt',
      { session: u.session, body: { prompt: 'cat pendant' } },
    );
    expect(m.body.data.provider).toBe('offline');
    expect(m.body.data.prompt.startsWith('cat pendant, designed as a wearable pendant')).toBe(true);
    const empty = await t.call('POST', '/aigc/api/generate/magic-prompt', {
      session: u.session,
      body: { prompt: ' ' },
    });
    expect(empty.body.msg).toBe('Please enter a prompt');
  });
});
