import type { Page } from '@playwright/test';
import { communityRoutes, detailContent } from '../a11y-routes';
import { expect, test } from '../fixtures';
import { collectUserWords, englishRuns, visibleText } from './english';

/**
 * The China site is Chinese throughout (docs/product.md §9): on the main routes
 * — home, a post, a challenge, the generator tools, the account pages, the
 * documents — no run of two or more English words is left in what a person
 * sees or hears (visible text, the document title, accessible names), once
 * brand, model and unit names and the test's own words (its post titles,
 * its nickname) and users' own words the pages receive (nicknames, post and
 * series titles, comments: `collectUserWords`) are taken out (./english.ts).
 */
test.describe.configure({ timeout: 900_000 });

/** The page's English runs once its text has settled (the same twice, 0.5 s apart; the live stream keeps the network busy). */
async function englishOn(page: Page, path: string, own: Iterable<string>): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main')).not.toBeEmpty({ timeout: 60_000 });
  let text = '';
  await expect
    .poll(
      async () => {
        const before = text;
        text = await visibleText(page);
        return text.length > 0 && text === before && !(await page.locator('[aria-busy="true"]').count());
      },
      { intervals: [500], timeout: 60_000, message: `${path} settles` },
    )
    .toBe(true);
  return englishRuns(text, [...own]).map((run) => `${path}: ${run}`);
}

test('no English phrases on the China site, visitor and signed in', async ({ page, user, baseURL }) => {
  const content = await detailContent(user);
  const own = collectUserWords(page);
  for (const word of [user.nickname, content.post.title, `Axe check B ${content.post.title.split(' ').at(-1)}`, `Axe series ${content.post.title.split(' ').at(-1)}`]) own.add(word);
  const found: string[] = [];
  // A visitor's home and challenge pages carry their first screen inside the page, where users' words are not
  // told apart yet: those two are read signed in below (communityRoutes), with every answer from the API.
  for (const path of [`/content/${content.post.contentId}`, '/all-activities', '/login', '/docs', '/docs/user-agreement']) {
    found.push(...(await englishOn(page, path, own)));
  }

  const { cookies } = await user.api.storageState();
  await page.context().addCookies(cookies.map((c) => ({ ...c, domain: new URL(baseURL!).hostname })));
  const signedIn = [
    ...communityRoutes(content),
    '/generator/image',
    '/generator/img2img',
    '/generator/inpainting',
    '/generator/hd',
    '/generator/video',
    '/generator/imageTo3D',
    '/create/cartoonFigurine',
    '/account',
    '/my-history',
    '/creator',
    '/make-real',
    '/docs/generator-video',
  ];
  for (const path of [...new Set(signedIn)]) found.push(...(await englishOn(page, path, own)));
  expect(found, `English left on the China site:\n${found.join('\n')}`).toEqual([]);
});
