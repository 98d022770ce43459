import type { APIRequestContext } from '@playwright/test';
import type { ActivityPage, Message } from '@aigc/api-client';
import { createPost, createSeries, dataOf, operatorToken, type TestUser } from './fixtures';

/**
 * The main site's route table (packages/main-site/src/routes.ts) as the
 * accessibility specs open it, shared by the international edition
 * (e2e/a11y.spec.ts) and the China edition (e2e/cn/a11y.spec.ts): the
 * content the detail routes need, made through the API, and the paths.
 */

/** The content the detail routes open: a post in a seeded ongoing challenge and a series of `user`'s. */
export async function detailContent(user: TestUser) {
  const stamp = Date.now() % 100000;
  const challengeId = await ongoingChallenge(user.api);
  const post = await createPost(user, { title: `Axe check ${stamp}`, topicId: challengeId, customizable: true });
  const second = await createPost(user, { title: `Axe check B ${stamp}` });
  const series = await createSeries(user, `Axe series ${stamp}`, [post.contentId, second.contentId]);
  return { challengeId, post, series, userId: user.userId };
}

/** The id of a seeded challenge that is ongoing. */
export async function ongoingChallenge(api: APIRequestContext): Promise<string> {
  const challenges = await dataOf<ActivityPage>(await api.get('/aigc/api/topic/activities', { params: { status: 'ongoing' } }));
  return challenges.dataList[0]!.uniqueTopicId;
}

/** The main site's community routes a visitor opens, with `content`'s ids in the detail paths. */
export function communityRoutes({ challengeId, post, series, userId }: Awaited<ReturnType<typeof detailContent>>) {
  return [
    '/',
    '/feeds',
    `/content/${post.contentId}`,
    `/seriesDetail/${series.uniqueSeriesId}`,
    `/challenge/${challengeId}`,
    `/challenge/share/${post.contentId}`,
    '/all-activities',
    `/customer/account/${userId}`,
    '/creator',
  ];
}

/** The main site's other visitor routes: login, the tools, the customizer on `picture`, the info pages, the documents, a 404. */
export function toolAndInfoRoutes(picture: { id: string; url: string }) {
  return [
    '/login',
    '/author/onboarding',
    '/generator/image',
    '/generator/img2img',
    '/generator/inpainting',
    '/generator/hd',
    '/generator/video',
    '/generator/imageTo3D',
    '/generator/dreamJob',
    '/create/cartoonFigurine',
    `/product/custom/id-tag/${encodeURIComponent(picture.id)}/${encodeURIComponent(picture.url)}`,
    '/make-real',
    '/free-id-tag',
    '/about',
    '/tool',
    '/courseForMakeIt',
    '/createUpgrade',
    '/docs',
    '/docs/user-agreement',
    '/no-such-page',
  ];
}

/** An official message to `user` from the seeded operator; returns its id (the `/information/:msgId` page). */
export async function officialMessage(ops: APIRequestContext, user: TestUser): Promise<string> {
  const token = await operatorToken(ops, 'e2e a11y');
  await dataOf(
    await ops.post('/aigc/admin/messages', {
      headers: { authorization: `Bearer ${token}` },
      data: { type: 0, userIds: [user.userId], title: 'Kiln rest day', content: 'The 3D printers rest on Sunday morning.' },
    }),
  );
  const list = await dataOf<{ dataList: Message[] }>(await user.api.get('/aigc/api/message/official/list'));
  return list.dataList[0]!.msgId;
}

/**
 * Campaign pages (docs/product.md §2 'Campaigns') as the seeded operator makes
 * them through the admin API: a running one leading to `challengeId`, an
 * ended one, and an unknown code.
 */
export async function campaignRoutes(ops: APIRequestContext, challengeId: string): Promise<string[]> {
  const auth = { authorization: `Bearer ${await operatorToken(ops, 'e2e a11y campaigns')}` };
  const stamp = `${Date.now() % 1_000_000}${Math.random().toString(36).slice(2, 6)}`;
  const now = Date.now();
  const make = async (code: string, endsAt: number) =>
    dataOf(
      await ops.post('/aigc/admin/campaigns', {
        headers: auth,
        data: {
          channel: 'xiaohongshu',
          code,
          title: { en: 'Spring charms', zh: '春日挂饰' },
          description: { en: 'Design a charm for spring.', zh: '为春天设计一个挂饰。' },
          rules: { en: 'One entry a day per person.', zh: '每人每天一件作品。' },
          heroImage: '/favicon.svg',
          htSource: `axe_${stamp}`,
          startsAt: new Date(now - 2 * 86_400_000).toISOString(),
          endsAt: new Date(endsAt).toISOString(),
          topicId: challengeId,
        },
      }),
    );
  await make(`axe-${stamp}`, now + 86_400_000);
  await make(`axe-ended-${stamp}`, now - 86_400_000);
  return [`/activities/xiaohongshu/axe-${stamp}`, `/activities/xiaohongshu/axe-ended-${stamp}`, '/activities/yincangkuan/no-such-campaign'];
}

/** The main site's routes that need a signed-in user. */
export function signedInRoutes(challengeId: string, msgId: string) {
  return ['/account', '/creatorDetail/', '/creatorDetail/earnings', '/my-history', '/delivery', `/challenge/design/${challengeId}`, `/information/${msgId}`];
}
