import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, generationJobs, generations, images } from '../../db/schema';
import { SESSION_COOKIE } from '../../lib/sessions';
import { eduFixtures, EDU_HEADERS, type EduFixtures, type TestStudent, type TestTeacher } from '../../test/edu';
import { startTestApp, type TestApp } from '../../test/harness';
import { unlockLocalUpload } from '../../test/posts';
import { modules } from '../index';
import { makeModerationPlugin, moderationPlugin, type ModerationResult, type Moderator } from '../uploads';

/** Docs/edu.md 'A safe space for children' and the students' history, through HTTP. */

/** A moderator double: answers `scores`, violating at the main site's thresholds (0.6 explicit, 0.9 sexy). */
class FakeModerator implements Moderator {
  scores: Record<string, number> = { Neutral: 0.95, Drawing: 0.05 };
  async check(): Promise<ModerationResult> {
    const s = this.scores;
    const violating = (s.Porn ?? 0) + (s.Hentai ?? 0) >= 0.6 || (s.Sexy ?? 0) >= 0.9;
    return { violating, scores: s, classifier: 'fake' };
  }
}
const moderator = new FakeModerator();
/** Above the classroom threshold (Sexy ≥ 0.4), below the main site's (0.9). */
const BORDERLINE = { Sexy: 0.5, Neutral: 0.5 };
const CLEAN = { Neutral: 0.95, Drawing: 0.05 };

let t: TestApp;
let edu: EduFixtures;
let teacher: TestTeacher;
let classId: string;
let ada: TestStudent;
let bea: TestStudent;
let otherTeacher: TestTeacher;
let outsider: TestStudent;

beforeAll(async () => {
  t = await startTestApp({
    modules: modules.map((m) => (m === moderationPlugin ? makeModerationPlugin({ moderator }) : m)),
  });
  edu = await eduFixtures(t);
  teacher = await edu.teacher();
  classId = await edu.classOf(teacher);
  [ada, bea] = (await edu.students(teacher, classId, ['Ada', 'Bea'])) as [TestStudent, TestStudent];
  otherTeacher = await edu.teacher('Other School');
  [outsider] = (await edu.students(otherTeacher, await edu.classOf(otherTeacher), ['Olly'])) as [TestStudent];
}, 60_000);
afterAll(async () => t.close());

type Page<T> = { dataList: T[]; hasMore: boolean; page: number; total: number };
type Job = { jobId: string; status: string; error: string | null; record: { id: string; prompt: string; images: unknown[] } | null };

const asEdu = (session: string) => ({ session, headers: EDU_HEADERS });

async function generate(session: string, prompt: string, headers: Record<string, string> = EDU_HEADERS) {
  return t.call<Job>('POST', '/aigc/api/generate', { body: { prompt }, session, headers });
}

async function settle(session: string, jobId: string, headers: Record<string, string> = EDU_HEADERS): Promise<Job> {
  await t.app.generationQueue.waitForIdle();
  return (await t.call<Job>('GET', '/aigc/api/generate/result', { query: { jobId }, session, headers })).body.data;
}

async function jobCount(): Promise<number> {
  const [r] = await t.db.select({ n: count() }).from(generationJobs);
  return r?.n ?? 0;
}

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 512, height: 512, channels: 3, background: { r: 40, g: 120, b: 200 } } }).png().toBuffer();
}

/** POSTs a multipart form (fields and image files) as `session` on the education edition. */
async function multipart<T>(session: string, url: string, fields: Record<string, string>, files: Record<string, Buffer>) {
  const boundary = `----edu${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${k}.png"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...EDU_HEADERS },
    cookies: { [SESSION_COOKIE]: session },
  });
  return res.json() as { code: number; msg: string; data: T };
}

const BLOCKED = "Let's try a different idea — this one isn't right for the classroom.";

describe('blocked prompts never reach the queue', () => {
  it('refuses a blocked prompt of a student before any job exists, and logs it for the teacher', async () => {
    const before = await jobCount();
    for (const prompt of ['a naked robot', '一个血腥的怪兽', 'p o r n spaceship']) {
      const r = await generate(ada.session, prompt);
      expect(r.body).toEqual({ code: 400, msg: BLOCKED, data: null });
    }
    const guided = await t.call('POST', '/aigc/api/generate/guided', {
      body: { generator: 'spaceship', choices: { shape: 'rocket', color: 'red', power: 'solar', place: 'moon' }, idea: 'full of cocaine' },
      ...asEdu(ada.session),
    });
    expect(guided.body).toMatchObject({ code: 400, msg: BLOCKED });
    const tool = await multipart('', '/aigc/api/generate/img2img', {}, {});
    expect(tool.code).toBe(401);
    const img2img = await multipart(ada.session, '/aigc/api/generate/img2img', { prompt: 'make it nude' }, { sourceImage: await png() });
    expect(img2img).toMatchObject({ code: 400, msg: BLOCKED });
    const magic = await t.call('POST', '/aigc/api/generate/magic-prompt', { body: { prompt: 'kill the dragon' }, ...asEdu(ada.session) });
    expect(magic.body).toMatchObject({ code: 400, msg: BLOCKED });
    expect(await jobCount()).toBe(before);

    const log = await t.call<Page<{ student: { userId: string }; kind: string; prompt: string; reason: string }>>(
      'GET',
      '/aigc/api/edu/moderation/list',
      { query: { classId }, ...asEdu(teacher.session) },
    );
    expect(log.body.data.total).toBe(6);
    expect(log.body.data.dataList.every((e) => e.student.userId === ada.userId && e.kind === 'prompt')).toBe(true);
    expect(log.body.data.dataList.map((e) => e.reason)).toContain('sexual');
    expect(log.body.data.dataList.map((e) => e.prompt)).toContain('一个血腥的怪兽');
    // Another teacher sees none of it.
    const foreign = await t.call<Page<unknown>>('GET', '/aigc/api/edu/moderation/list', asEdu(otherTeacher.session));
    expect(foreign.body.data.total).toBe(0);
    expect((await t.call('GET', '/aigc/api/edu/moderation/list', { query: { classId }, ...asEdu(otherTeacher.session) })).body.code).toBe(404);
  });

  it('leaves main-site prompts to the main rules', async () => {
    const main = await t.createUser();
    const r = await generate(main.session, 'a naked robot', {});
    expect(r.body.code).toBe(200);
    await settle(main.session, r.body.data.jobId, {});
  });
});

describe('stricter image check', () => {
  it('refuses a borderline upload of a student that the main site accepts', async () => {
    await unlockLocalUpload(t, ada.session, EDU_HEADERS);
    moderator.scores = BORDERLINE;
    try {
      const student = await multipart<{ status: number; msg: string }[]>(ada.session, '/aigc/api/generate/generate-image', {}, { imageFile: await png() });
      expect(student.data[0]).toMatchObject({ status: 2 });
      const main = await t.createUser();
      await unlockLocalUpload(t, main.session);
      const res = await t.app.inject({
        method: 'POST',
        url: '/aigc/api/generate/generate-image',
        payload: student.code === 200 ? await mainUploadBody() : Buffer.alloc(0),
        headers: { 'content-type': `multipart/form-data; boundary=${MAIN_BOUNDARY}` },
        cookies: { [SESSION_COOKIE]: main.session },
      });
      expect((res.json() as { data: { status: number }[] }).data[0]?.status).toBe(0);
      // A tool's uploaded source is checked the same way.
      const tool = await multipart(bea.session, '/aigc/api/generate/img2img', { prompt: 'a rainbow castle' }, { sourceImage: await png() });
      expect(tool).toMatchObject({ code: 400, msg: 'Your uploaded image contains violating content, please re-upload' });
    } finally {
      moderator.scores = CLEAN;
    }
    const log = await t.call<Page<{ kind: string; source: string; student: { userId: string } }>>('GET', '/aigc/api/edu/moderation/list', {
      query: { classId },
      ...asEdu(teacher.session),
    });
    const images = log.body.data.dataList.filter((e) => e.kind === 'image');
    expect(images.map((e) => [e.student.userId, e.source])).toEqual(
      expect.arrayContaining([
        [ada.userId, 'upload'],
        [bea.userId, 'upload'],
      ]),
    );
  });

  it("fails a student's job whose picture is borderline, keeping nothing; the main site's passes", async () => {
    moderator.scores = BORDERLINE;
    try {
      const r = await generate(bea.session, 'a friendly robot dog');
      expect(r.body.code).toBe(200);
      const job = await settle(bea.session, r.body.data.jobId);
      expect(job).toMatchObject({ status: 'failed', error: 'This picture is not right for the classroom, please try a different idea' });
      const kept = await t.db.select({ n: count() }).from(generations).where(eq(generations.userId, bea.userId));
      expect(kept[0]?.n).toBe(0);
      const main = await t.createUser();
      const m = await generate(main.session, 'a friendly robot dog', {});
      expect((await settle(main.session, m.body.data.jobId, {})).status).toBe('succeeded');
    } finally {
      moderator.scores = CLEAN;
    }
    const log = await t.call<Page<{ kind: string; source: string; prompt: string }>>('GET', '/aigc/api/edu/moderation/list', {
      query: { classId },
      ...asEdu(teacher.session),
    });
    expect(log.body.data.dataList.filter((e) => e.source === 'generate' && e.kind === 'image')).toEqual([
      expect.objectContaining({ kind: 'image', source: 'generate', prompt: 'a friendly robot dog' }),
    ]);
  });
});

const MAIN_BOUNDARY = '----mainupload';
async function mainUploadBody(): Promise<Buffer> {
  return Buffer.concat([
    Buffer.from(`--${MAIN_BOUNDARY}\r\nContent-Disposition: form-data; name="imageFile"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    await png(),
    Buffer.from(`\r\n--${MAIN_BOUNDARY}--\r\n`),
  ]);
}

describe('works, history and the class gallery', () => {
  let adaRecord: string;

  it('designs a spaceship from big choices; the welcome counts and history recall follow', async () => {
    const bad = await t.call('POST', '/aigc/api/generate/guided', {
      body: { generator: 'spaceship', choices: { shape: 'rocket' } },
      ...asEdu(ada.session),
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Please choose a color' });
    const r = await t.call<Job>('POST', '/aigc/api/generate/guided', {
      body: { generator: 'spaceship', choices: { shape: 'saucer', color: 'gold', power: 'crystal', place: 'rings' }, idea: 'with a cat pilot' },
      ...asEdu(ada.session),
    });
    expect(r.body.code, r.body.msg).toBe(200);
    const job = await settle(ada.session, r.body.data.jobId);
    expect(job.status).toBe('succeeded');
    expect(job.record?.prompt).toContain("A golden flying saucer spaceship powered by glowing crystals, flying past Saturn's rings, with a cat pilot");
    adaRecord = job.record!.id;

    const counts = await t.call<{ imageCount: number; modelCount: number }>('GET', '/aigc/api/business/user/popup/calcu-classwork', asEdu(ada.session));
    expect(counts.body.data).toEqual({ imageCount: job.record!.images.length, modelCount: 0 });
    const recall = await t.call<Page<{ id: string }>>('GET', '/aigc/api/generate/user/list', {
      query: { source: '1', page: '1', pageSize: '4' },
      ...asEdu(ada.session),
    });
    expect(recall.body.data.dataList.map((d) => d.id)).toEqual([adaRecord]);
    const empty = await t.call<{ imageCount: number }>('GET', '/aigc/api/business/user/popup/calcu-classwork', asEdu(bea.session));
    expect(empty.body.data.imageCount).toBe(0);
  });

  it("lets only the student and their teacher read the student's history", async () => {
    const query = { designerUserId: ada.userId, source: '1' };
    const byTeacher = await t.call<Page<{ id: string }>>('GET', '/aigc/api/generate/user/list', { query, ...asEdu(teacher.session) });
    expect(byTeacher.body.data.dataList.map((d) => d.id)).toEqual([adaRecord]);
    const bySelf = await t.call<Page<{ id: string }>>('GET', '/aigc/api/generate/user/list', { query, ...asEdu(ada.session) });
    expect(bySelf.body.data.total).toBe(1);
    for (const session of [bea.session, otherTeacher.session, outsider.session]) {
      const r = await t.call('GET', '/aigc/api/generate/user/list', { query, ...asEdu(session) });
      expect(r.body).toEqual({ code: 403, msg: 'You cannot see this history', data: null });
    }
    const main = await t.createUser();
    expect((await t.call('GET', '/aigc/api/generate/user/list', { query, session: main.session })).body.code).toBe(403);
    // The roster shows the counts too.
    const roster = await t.call<{ userId: string; imageCount: number }[]>('GET', '/aigc/api/edu/classes/students', {
      query: { classId },
      ...asEdu(teacher.session),
    });
    expect(roster.body.data.find((s) => s.userId === ada.userId)?.imageCount).toBeGreaterThan(0);
  });

  it('shows the class gallery to the class and its teacher only', async () => {
    for (const session of [teacher.session, bea.session]) {
      const g = await t.call<Page<{ record: { id: string }; author: { userId: string; nickName: string } }>>(
        'GET',
        '/aigc/api/edu/classes/gallery',
        { query: { classId }, ...asEdu(session) },
      );
      expect(g.body.data.dataList.map((d) => [d.record.id, d.author.nickName])).toEqual([[adaRecord, 'Ada']]);
    }
    for (const session of [otherTeacher.session, outsider.session]) {
      const g = await t.call('GET', '/aigc/api/edu/classes/gallery', { query: { classId }, ...asEdu(session) });
      expect(g.body).toMatchObject({ code: 404, msg: 'This class does not exist' });
    }
  });
});

describe('the classroom stays closed', () => {
  it('has no community posting, comments, likes, follows, wants, shop, delivery, avatar or tickets', async () => {
    const [img] = await t.db.select({ id: images.id }).from(images).where(eq(images.ownerId, ada.userId)).limit(1);
    const main = await t.createUser({ tickets: 3 });
    const [post] = await t.db.select({ id: contents.id }).from(contents).limit(1);
    const contentId = post?.id ?? 'missing';
    const refused: [string, string, unknown][] = [
      ['POST', '/aigc/api/topic/content', { posterImage: img?.id ?? 'x', title: 'Ship' }],
      ['POST', '/aigc/api/topic/content/general', { posterImage: img?.id ?? 'x', title: 'Ship' }],
      ['POST', '/aigc/api/comment/add', { contentId, content: 'hello' }],
      ['POST', '/aigc/api/topic/content/like', { contentId }],
      ['POST', '/aigc/api/follow/add', { followedUserId: main.id }],
      ['POST', '/aigc/api/topic/content/want', { contentId }],
      ['GET', '/aigc/api/shop/orders', undefined],
      ['POST', '/aigc/api/delivery/confirm', { field: 'fullName', value: 'Ada' }],
      ['POST', '/aigc/api/user/profile/update', { nickName: 'Ada Bada' }],
      ['POST', '/aigc/api/ticket/daily', undefined],
    ];
    for (const [method, url, body] of refused) {
      const r = await t.call(method as 'GET', url, { ...(body === undefined ? {} : { body }), ...asEdu(ada.session) });
      expect(r.body, url).toEqual({ code: 403, msg: 'This is not available in the classroom', data: null });
    }
    // Nobody follows a student either.
    const follow = await t.call('POST', '/aigc/api/follow/add', { body: { followedUserId: ada.userId }, session: main.session });
    expect(follow.body).toMatchObject({ code: 403, msg: 'This is not available in the classroom' });
    // No tickets: none at sign-up, none on the balance fetch.
    const balance = await t.call<number>('GET', '/aigc/api/user/account', asEdu(ada.session));
    expect(balance.body.data).toBe(0);
  });

  it('has no public profile and never appears in the mention search', async () => {
    const main = await t.createUser();
    for (const [session, headers] of [
      [main.session, {}],
      [outsider.session, EDU_HEADERS],
      [otherTeacher.session, EDU_HEADERS],
    ] as const) {
      const r = await t.call('GET', '/aigc/api/user/profile', { query: { userId: ada.userId }, session, headers });
      expect(r.body).toMatchObject({ code: 404, msg: 'This user does not exist' });
    }
    expect((await t.call('GET', '/aigc/api/user/profile', { query: { userId: ada.userId } })).body.code).toBe(404);
    for (const session of [bea.session, teacher.session, ada.session]) {
      const r = await t.call<{ nickName: string }>('GET', '/aigc/api/user/profile', { query: { userId: ada.userId }, ...asEdu(session) });
      expect(r.body.data.nickName).toBe('Ada');
    }
    const mention = await t.call<{ dataList: { name: string }[] }>('GET', '/aigc/api/search/authors/mention', {
      query: { query: 'Ada', limit: '50', page: '1' },
      session: main.session,
    });
    expect(mention.body.code).toBe(200);
    expect(mention.body.data.dataList.map((c) => c.name)).not.toContain('Ada');
  });
});
