import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
} from '@playwright/test';
import { test as base } from './csp';
import {
  encryptPassword,
  type GenerateJob,
  type LoginResult,
  type PublicKey,
  type PublishResult,
  type Series,
  type UploadItem,
} from '@aigc/api-client';
import { TERMS_VERSION } from '@aigc/domain';
import { API_ORIGIN } from './settings';

/**
 * What every end-to-end spec builds on. Each test makes the accounts and
 * posts it needs, so specs run in any order, in parallel, and again on the
 * same server:
 *
 * - `user`: a fresh account (registered through the API with the code from
 *   the local outbox), NOT signed in on `page`;
 * - `newUser(label)`: more fresh accounts (a creator whose post the test
 *   opens, wanters, queue neighbours), each with its own signed-in API context;
 * - `signIn(user)`: signs `page` in by copying the account's session cookie
 *   into the browser context — for tests that are not about signing in.
 *   Tests that are (the sign-in dialog opened from the header, the comment
 *   box, an upload button) call {@link signInThroughDialog} instead, which
 *   fills the open dialog like a person;
 * - {@link createPost}, {@link generateImages}, {@link generateModel}, {@link createSeries}: the
 *   posts, creation history and series a test needs, made through the API as
 *   a given user;
 * - {@link shot}: a screenshot into E2E_SHOTS when it names a folder.
 *
 * Seeded data is only read (challenges, creators such as Mira Chen, the
 * operator account that mints admin tokens); the shared demo account is
 * never used.
 */

/** A registered account and an API context signed in as it (cookie jar of its own). */
export interface TestUser {
  userId: string;
  email: string;
  /** Plain password (the API gets it encrypted, see encryptPassword). */
  password: string;
  nickname: string;
  /** Requests as this user: `/aigc/…` paths relative to the app's base URL. */
  api: APIRequestContext;
}

/** Password of every account made here (≥ 8 characters with a letter and a digit). */
export const PASSWORD = 'maker2026';

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * The 6-digit code of the newest verification e-mail to `email` in the
 * local outbox (`GET /__dev/outbox`, answered to loopback clients only),
 * polled until it arrives.
 */
export async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/__dev/outbox')).json()) as OutboxEntry[];
        const mail = mails.find((m) => m.to.includes(email));
        code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
        return code;
      },
      { message: `a verification e-mail to ${email} in the outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The `data` of an `{ code, msg, data }` envelope; fails the test unless the answer is HTTP 200 with code 200. */
export async function dataOf<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${response.url()}: ${body.msg}`).toBe(200);
  return body.data;
}

/** The server's password key (`GET /aigc/api/auth/public-key`). */
export async function publicKey(request: APIRequestContext): Promise<PublicKey> {
  return dataOf<PublicKey>(await request.get('/aigc/api/auth/public-key'));
}

/** Signs `request` in with e-mail and password through the API (its cookie jar keeps the session). */
export async function logIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<LoginResult> {
  const key = await publicKey(request);
  return dataOf<LoginResult>(
    await request.post('/aigc/api/auth/login/email', {
      data: { email, password: await encryptPassword(key, password), kid: key.kid },
    }),
  );
}

/**
 * Signs `ops` (its own request context) in as the seeded operator and mints
 * an admin token, what the CLI's `admin token` does; send it as
 * `Authorization: Bearer …` to `/aigc/admin/*`.
 */
export async function operatorToken(ops: APIRequestContext, label: string): Promise<string> {
  await logIn(ops, 'ops@example.com', 'ops12345');
  return (await dataOf<{ token: string }>(await ops.post('/aigc/admin/tokens', { data: { label } }))).token;
}

/**
 * Registers `email` through the API: asks for the code, reads it from the
 * outbox and registers with {@link PASSWORD}. `request` ends up signed in
 * as the new account (session cookie).
 */
async function register(
  request: APIRequestContext,
  email: string,
  nickname: string,
): Promise<LoginResult> {
  await dataOf(await request.post('/aigc/api/auth/register/email/code', { data: { email } }));
  const code = await codeFor(request, email);
  const key = await publicKey(request);
  return dataOf<LoginResult>(
    await request.post('/aigc/api/auth/register/email', {
      // A sign-up accepts the terms in force (docs/auth.md 'Terms').
      data: { email, password: await encryptPassword(key, PASSWORD), nickname, code, kid: key.kid, termsVersion: TERMS_VERSION },
    }),
  );
}

/**
 * Fills the open sign-in dialog with `user`'s e-mail and password and signs
 * in; waits until the dialog is gone. Every account made here has accepted
 * the terms in force, so the dialog asks for nothing more (docs/auth.md
 * 'Terms'; `e2e/terms.spec.ts` checks that it shows no box).
 */
export async function signInThroughDialog(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * After *Publish*: the publish dialog's share step ('Your post is live',
 * docs/product.md §2 'Publish dialog'); its *View post* opens the post's
 * page and closes the dialog.
 */
export async function viewPublishedPost(page: Page): Promise<void> {
  const step = page.getByRole('dialog', { name: 'Your post is live' });
  await step.getByRole('link', { name: 'View post' }).click();
  await expect(step).toBeHidden();
}

/**
 * Presses the header's dropdown `trigger` ('Other', 'Mine') until its menu
 * shows, and returns the menu. The trigger is a plain placeholder until the
 * dropdown code arrives (the shell's `Header` keeps it out of the entry
 * chunk); a press on the
 * placeholder opens the menu when that code lands. If it lands during
 * Playwright's click, Playwright repeats the whole click on the new trigger,
 * whose press then toggles the just-opened menu shut: a person, who presses
 * once, never meets this. Fails when the menu never shows (15 s).
 */
export async function openMenu(page: Page, trigger: Locator): Promise<Locator> {
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await trigger.click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}

// ── Test pictures ─────────────────────────────────────────────────────────

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A real RGB PNG of `width`×`height` px: a soft grey-blue gradient (so it is
 * not a flat colour) with a solid red square over the middle 40–60 % of each
 * side (the "object" that inpainting removes).
 */
export function testPicture(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const s0 = Math.round(width * 0.4);
  const s1 = Math.round(width * 0.6);
  const t0 = Math.round(height * 0.4);
  const t1 = Math.round(height * 0.6);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
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
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ── Content made through the API ───────────────────────────────────────────

/**
 * Grants `user` local upload the way a person does, accepting the author
 * terms (`POST /aigc/api/author/onboarding`): the server refuses uploads and
 * type 2 posts outside a challenge without it (docs/product.md §6 'Local upload').
 */
export async function unlockLocalUpload(user: TestUser): Promise<void> {
  await dataOf(
    await user.api.post('/aigc/api/author/onboarding', { data: { acceptOriginality: true } }),
  );
}

/** A post made by {@link createPost}. */
export interface CreatedPost {
  contentId: string;
  title: string;
}

/**
 * Publishes a post as `user` the way the publish dialog's local upload does:
 * uploads `images` test pictures (`POST /aigc/api/generate/generate-image`,
 * 640×480 PNG each) and publishes them (`POST /aigc/api/topic/content`,
 * type 2), optionally in challenge `topicId` and with `customizable` (the
 * creator allows custom products from its picture: 'Customize it'). Outside
 * a challenge the user is first given local upload ({@link unlockLocalUpload});
 * in one the upload names the challenge, as the challenge scene does.
 */
export async function createPost(
  user: TestUser,
  options: {
    title: string;
    description?: string;
    images?: number;
    topicId?: string;
    customizable?: boolean;
  },
): Promise<CreatedPost> {
  const count = options.images ?? 1;
  const form = new FormData();
  if (options.topicId) form.append('topicId', options.topicId);
  else await unlockLocalUpload(user);
  for (let i = 0; i < count; i += 1) {
    form.append(
      'imageFile',
      new Blob([new Uint8Array(testPicture(640 + 16 * i, 480))], { type: 'image/png' }),
      `picture-${i + 1}.png`,
    );
  }
  const uploaded = await dataOf<UploadItem[]>(
    await user.api.post('/aigc/api/generate/generate-image', { multipart: form }),
  );
  const ids = uploaded.map((u) => {
    expect(u.status, u.msg).toBe(0);
    return u.generateItemDetail!.uniqueImageId;
  });
  const published = await dataOf<PublishResult>(
    await user.api.post('/aigc/api/topic/content', {
      data: {
        title: options.title,
        description: options.description ?? '',
        posterImage: ids[0],
        contentImage: ids.slice(1),
        type: 2,
        ...(options.topicId ? { topicId: options.topicId } : {}),
        // The creator's switch for 'Customize it' (custom products from the post's picture).
        ...(options.customizable ? { showCustomizeBuyButton: 1 } : {}),
      },
    }),
  );
  return { contentId: published.createId, title: options.title };
}

/**
 * Generates images for `prompt` as `user` on the server's engine
 * (`POST /aigc/api/generate`) and waits until the job succeeded (≤ 90 s,
 * the queue is shared with every other test); the images land in the
 * user's creation history. Returns the finished job.
 */
export async function generateImages(
  user: TestUser,
  prompt: string,
  options: { topicId?: string } = {},
): Promise<GenerateJob> {
  const job = await dataOf<GenerateJob>(
    await user.api.post('/aigc/api/generate', {
      data: { prompt, ...(options.topicId ? { topicId: options.topicId } : {}) },
    }),
  );
  return settledJob(user, job.jobId, `generation “${prompt}”`);
}

/** Polls `GET /aigc/api/generate/result` until the job succeeded (90 s at most) and returns it. */
async function settledJob(user: TestUser, jobId: string, what: string): Promise<GenerateJob> {
  let done: GenerateJob | undefined;
  await expect
    .poll(
      async () => {
        done = await dataOf<GenerateJob>(await user.api.get('/aigc/api/generate/result', { params: { jobId } }));
        return done.status;
      },
      { timeout: 90_000, message: what },
    )
    .toBe('succeeded');
  return done!;
}

/** Runs image → 3D (`POST /aigc/api/generate/img2model3d`, coarse grid) on a test picture as `user`; the record carries `model3d`. */
export async function generateModel(user: TestUser): Promise<GenerateJob> {
  const job = await dataOf<GenerateJob>(
    await user.api.post('/aigc/api/generate/img2model3d', {
      multipart: {
        sourceImage: { name: 'square.png', mimeType: 'image/png', buffer: testPicture(480, 480) },
        voxelResolution: '64',
      },
    }),
  );
  return settledJob(user, job.jobId, 'image → 3D');
}

/** Saves a series of `user`'s posts, in this order (`PUT /aigc/api/topic/content/series`). */
export async function createSeries(
  user: TestUser,
  title: string,
  contentIds: string[],
  description = '',
): Promise<Series> {
  return dataOf<Series>(
    await user.api.put('/aigc/api/topic/content/series', {
      data: { title, description, contentIds },
    }),
  );
}

/** Saves a screenshot of the viewport (or the full page) as `<E2E_SHOTS>/<name>.png` when E2E_SHOTS names a folder; for looking, never asserted. */
export async function shot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (folder)
    await page.screenshot({ path: `${folder}/${name}.png`, fullPage: options.fullPage ?? false });
}

// ── Fixtures ─────────────────────────────────────────────────────────────

interface Fixtures {
  /** A fresh account for this test; `page` is not signed in (see `signIn`). */
  user: TestUser;
  /** Registers one more fresh account; `label` goes into its e-mail and nickname. */
  newUser: (label?: string) => Promise<TestUser>;
  /** Signs `page` in as `user` with the session cookie of `user.api` (no UI). */
  signIn: (user: TestUser) => Promise<void>;
}

/** Playwright's `test` with the fixtures above; import `test` and `expect` from here. */
export const test = base.extend<Fixtures>({
  // (`provide` is Playwright's `use`, renamed so the React hooks lint rule does not take it for a hook.)
  // API contexts always talk to `localhost` (API_ORIGIN): Node cannot resolve the other hosts (cn., shop.).
  newUser: async ({ playwright }, provide, testInfo) => {
    const contexts: APIRequestContext[] = [];
    let serial = 0;
    await provide(async (label = 'user') => {
      serial += 1;
      const tag = `${label}-${testInfo.workerIndex}-${serial}-${randomUUID().slice(0, 8)}`;
      const email = `e2e-${tag}@example.com`.toLowerCase();
      const nickname = `E2E ${label} ${tag.slice(-6)}`;
      const api = await playwright.request.newContext({ baseURL: API_ORIGIN });
      contexts.push(api);
      const result = await register(api, email, nickname);
      return { userId: result.user.userId, email, password: PASSWORD, nickname, api };
    });
    await Promise.all(contexts.map((c) => c.dispose()));
  },
  user: async ({ newUser }, provide) => {
    await provide(await newUser('user'));
  },
  signIn: async ({ page }, provide) => {
    await provide(async (user) => {
      const { cookies } = await user.api.storageState();
      await page.context().addCookies(cookies);
    });
  },
});

export { expect };
