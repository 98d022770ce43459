import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { dataOf, expect, test, testPicture } from './fixtures';

/**
 * The generator tools against the real server and its offline engine:
 * inpainting removes what the mask covers, HD doubles the width, image → 3D
 * shows its GLB in the page, and text → image shows a live queue position
 * while other users' tasks are ahead. Users are registered through the API
 * and signed in by cookie (the login dialog is covered by first-visit.spec.ts).
 */

// WebGL in headless Chromium without a GPU: SwiftShader, for the 3D preview.
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] },
});

/** Loads `url` in the page and returns its natural size, in px. */
async function naturalSize(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, url);
}

test('inpainting: brush a mask over the object and remove it', async ({ page, user, signIn }) => {
  await signIn(user);
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

test('HD upscale ×2 gives an image twice as wide', async ({ page, user, signIn }) => {
  await signIn(user);
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

test('image to 3D gives a GLB that the in-page preview shows', async ({ page, user, signIn }) => {
  await signIn(user);
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

test('text to image through the queue shows a live position while other users submit', async ({ page, user, signIn, newUser }) => {
  await signIn(user);
  await page.goto('/generator/image');
  await expect(page.getByRole('combobox', { name: 'Model' })).toBeEnabled();

  // Three other users each queue four tasks at the same time.
  const others = await Promise.all([0, 1, 2].map((i) => newUser(`other${i}`)));
  await Promise.all(
    others.flatMap((other, i) =>
      [0, 1, 2, 3].map(async (n) => dataOf(await other.api.post('/aigc/api/generate', { data: { prompt: `user ${i} task ${n}: a tiny robot charm` } }))),
    ),
  );

  await page.getByRole('textbox', { name: 'Prompt' }).fill('a brass owl keyring');
  const form = page.getByRole('form', { name: 'Text to image' });
  await form.getByRole('button', { name: 'Generate', exact: true }).click();
  const task = page.getByRole('article').filter({ hasText: 'a brass owl keyring' });
  const position = task.getByText(/In queue · \d+ ahead/);
  await expect(position).toBeVisible();
  // The button tells the same: queued with the tasks ahead, and it stays usable.
  const queued = form.getByRole('button', { name: /^Queued · \d+ ahead$/ });
  await expect(queued).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: /^Queued · \d+ ahead$/ })).toBeAttached();
  // The new task card is scrolled into view.
  await expect(task).toBeInViewport();
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
  // Done: the button is back to Generate.
  await expect(form.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
});

test('at 390 px the tool chips stay on one row that scrolls sideways, at 1440 px they wrap', async ({ page, user, signIn }) => {
  await signIn(user);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/generator/image');
  const nav = page.getByRole('navigation', { name: 'Generator tools' });
  const links = nav.getByRole('link');
  await expect(links.first()).toBeVisible();
  const tops = async () => new Set((await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))));
  expect((await tops()).size).toBe(1);
  const box = await nav.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
  // The page itself does not widen.
  const pageBox = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(pageBox.scrollWidth).toBeLessThanOrEqual(pageBox.clientWidth);
  // The last chip is reachable by scrolling the row.
  await links.last().scrollIntoViewIfNeeded();
  await expect(links.last()).toBeInViewport();

  // Generate on the phone: the button is busy at once, then the new task card is on screen.
  await page.getByRole('textbox', { name: 'Prompt' }).fill('a pewter moth brooch');
  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  await generate.scrollIntoViewIfNeeded();
  await generate.click();
  const task = page.getByRole('article').filter({ hasText: 'a pewter moth brooch' });
  await expect(task).toBeInViewport();

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => (await nav.evaluate((el) => el.scrollWidth <= el.clientWidth))).toBe(true);
});
