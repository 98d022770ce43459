import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { encryptPassword, type PublicKey } from '@aigc/api-client';

/**
 * The generator tools against the real server and its offline engine (issue
 * 5): inpainting removes what the mask covers, HD doubles the width, image →
 * 3D shows its GLB in the page, and text → image shows a live queue position
 * while other users' tasks are ahead. Users are registered through the API
 * (the login dialog is covered by first-visit.spec.ts).
 */

// WebGL in headless Chromium without a GPU: SwiftShader, for the 3D preview.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  },
});

// ── A PNG encoder (RGB, no dependencies) for the test pictures ─────────────
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A width×height PNG: a soft grey-blue gradient with a solid red square in the middle (the "object"). */
function testPicture(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const s0 = Math.round(width * 0.4);
  const s1 = Math.round(width * 0.6);
  const t0 = Math.round(height * 0.4);
  const t1 = Math.round(height * 0.6);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const i = row + 1 + x * 3;
      const inSquare = x >= s0 && x < s1 && y >= t0 && y < t1;
      raw[i] = inSquare ? 220 : 120 + Math.round((40 * x) / width);
      raw[i + 1] = inSquare ? 30 : 140 + Math.round((40 * y) / height);
      raw[i + 2] = inSquare ? 30 : 170;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ── Users ────────────────────────────────────────────────────────────────
let serial = 0;
async function register(request: APIRequestContext, label: string): Promise<void> {
  serial += 1;
  const email = `gen-${label}-${Date.now()}-${serial}@example.com`;
  const sent = await request.get('/aigc/api/auth/register/email/code', { params: { email } });
  expect(sent.ok()).toBe(true);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/__dev/outbox')).json()) as { to: string; text: string }[];
      code = /\b(\d{6})\b/.exec(mails.find((m) => m.to.includes(email))?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  const key = ((await (await request.get('/aigc/api/auth/public-key')).json()) as { data: PublicKey }).data;
  const res = await request.post('/aigc/api/auth/register/email', {
    data: { email, password: await encryptPassword(key, 'maker2026'), nickname: `Gen ${label}`, code, kid: key.kid },
  });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body, body.msg).toMatchObject({ code: 200 });
}

async function signedInPage(page: Page, label: string) {
  await register(page.request, label);
}

/** Loads `url` in the page and returns its natural size, in px. */
async function naturalSize(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, url);
}

test('inpainting: brush a mask over the object and remove it', async ({ page }) => {
  await signedInPage(page, 'inpaint');
  await page.goto('/generator/inpainting');
  await page.getByTestId('reference-file-input').setInputFiles({
    name: 'square.png',
    mimeType: 'image/png',
    buffer: testPicture(640, 480),
  });
  const canvas = page.getByRole('application', { name: /Inpainting canvas/ });
  await expect(canvas.locator('canvas').first()).toBeVisible();

  // Brush back and forth over the red square (40 %–60 % of each side).
  const box = (await canvas.locator('canvas').first().boundingBox())!;
  await page.getByRole('slider', { name: 'Brush size' }).fill('8');
  await page.mouse.move(box.x + box.width * 0.37, box.y + box.height * 0.4);
  await page.mouse.down();
  for (const fy of [0.4, 0.47, 0.54, 0.61]) {
    await page.mouse.move(box.x + box.width * 0.63, box.y + box.height * fy, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.37, box.y + box.height * (fy + 0.035), { steps: 8 });
  }
  await page.mouse.up();
  await expect(canvas).toHaveAttribute('data-strokes', '1');
  // Undo and redo keep the stroke count honest.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(canvas).toHaveAttribute('data-strokes', '0');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(canvas).toHaveAttribute('data-strokes', '1');

  await page.getByRole('radio', { name: 'Remove', exact: true }).check();
  await page.getByRole('form', { name: 'Inpainting' }).getByRole('button', { name: 'Remove', exact: true }).click();
  const result = page.getByRole('img', { name: /^Result 1 for/ }).first();
  await expect(result).toBeVisible({ timeout: 60_000 });

  // The centre of the result is no longer the red of the square.
  const href = (await page.getByRole('link', { name: 'Download image 1' }).first().getAttribute('href'))!;
  const centre = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const [r, g, b] = ctx.getImageData(Math.floor(c.width / 2), Math.floor(c.height / 2), 1, 1).data;
    return { r: r!, g: g!, b: b!, width: c.width };
  }, href);
  expect(centre.width).toBe(640);
  expect(centre.r - centre.g).toBeLessThan(60); // was 220 vs 30
});

test('HD upscale ×2 gives an image twice as wide', async ({ page }) => {
  await signedInPage(page, 'hd');
  await page.goto('/generator/hd');
  await page.getByTestId('reference-file-input').setInputFiles({
    name: 'square.png',
    mimeType: 'image/png',
    buffer: testPicture(600, 400),
  });
  await expect(page.getByText('Result: 1200×800 px')).toBeVisible();
  await page.getByRole('button', { name: 'Upscale', exact: true }).click();
  await expect(page.getByRole('img', { name: /^Result 1 for/ }).first()).toBeVisible({ timeout: 60_000 });
  const href = (await page.getByRole('link', { name: 'Download image 1' }).first().getAttribute('href'))!;
  expect(await naturalSize(page, href)).toEqual({ width: 1200, height: 800 });
});

test('image to 3D gives a GLB that the in-page preview shows', async ({ page }) => {
  await signedInPage(page, '3d');
  await page.goto('/generator/imageTo3D');
  await page.getByTestId('reference-file-input').setInputFiles({
    name: 'square.png',
    mimeType: 'image/png',
    buffer: testPicture(480, 480),
  });
  await page.getByRole('radio', { name: 'Coarse' }).check();
  await page.getByRole('button', { name: 'Make 3D model' }).click();
  const viewer = page.locator('figure.gen-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
  await expect(viewer.getByRole('img', { name: /^3D model of/ })).toBeVisible();
  const glb = (await page.getByRole('link', { name: 'Download GLB' }).first().getAttribute('href'))!;
  const res = await page.request.get(glb);
  expect(res.ok()).toBe(true);
  expect((await res.body()).subarray(0, 4).toString('ascii')).toBe('glTF');
  // The preview drew something other than the empty background.
  const drawn = await viewer.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const probe = document.createElement('canvas');
    probe.width = c.width;
    probe.height = c.height;
    const ctx = probe.getContext('2d')!;
    ctx.drawImage(c, 0, 0);
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return colours.size;
  });
  expect(drawn).toBeGreaterThan(20);
});

test('text to image through the queue shows a live position while other users submit', async ({ page, playwright, baseURL }) => {
  await signedInPage(page, 'queue');
  await page.goto('/generator/image');
  await expect(page.getByRole('combobox', { name: 'Model' })).toBeEnabled();

  // Three other users each queue four tasks at the same time.
  const others = await Promise.all([1, 2, 3].map(() => playwright.request.newContext({ baseURL })));
  await Promise.all(others.map((ctx, i) => register(ctx, `other${i}`)));
  await Promise.all(
    others.flatMap((ctx, i) =>
      [0, 1, 2, 3].map((n) => ctx.post('/aigc/api/generate', { data: { prompt: `user ${i} task ${n}: a tiny robot charm` } })),
    ),
  );

  await page.getByRole('textbox', { name: 'Prompt' }).fill('a brass owl keyring');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const task = page.getByRole('article').filter({ hasText: 'a brass owl keyring' });
  const position = task.getByText(/In queue · \d+ ahead/);
  await expect(position).toBeVisible();
  const first = Number(/(\d+) ahead/.exec((await position.textContent()) ?? '')?.[1]);
  expect(first).toBeGreaterThan(0);
  // The position counts down as the tasks ahead finish, then the result arrives.
  await expect
    .poll(
      async () => {
        const text = (await task.textContent()) ?? '';
        const m = /(\d+) ahead/.exec(text);
        return m ? Number(m[1]) < first : true;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await expect(task.getByRole('img', { name: /^Result 1 for “a brass owl keyring”/ })).toBeVisible({ timeout: 90_000 });
  await Promise.all(others.map((ctx) => ctx.dispose()));
});
