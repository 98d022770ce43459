import type { Page } from '@playwright/test';
import {
  createPost,
  expect,
  generateImages,
  openMenu,
  signInThroughDialog,
  test,
  type TestUser,
  viewPublishedPost,
} from './fixtures';

/**
 * The community as people use it, by role and visible text: a visitor
 * browses the feed and a post, finds their way through the header menu, and
 * sees the mobile layout at 390 px; the shell's redirects, the mini-program
 * invitation on a phone, and the system dark theme; a user likes, comments,
 * follows, downloads and deletes their own posts.
 */

function header(page: Page) {
  return page.getByRole('banner');
}

test('a visitor browses the feed, opens a post and comes back to the same feed', async ({
  page,
}) => {
  // The feed's first page comes inside the HTML (docs/architecture.md "First screen"): no call asks for it.
  const firstPageCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/topic/content/list') && url.searchParams.get('page') === '1')
      firstPageCalls.push(url.search);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The challenge list sits above the feed; the make-it-real promo is a card of the feed.
  const challenges = page.getByRole('list', { name: 'Challenges' });
  await expect(challenges.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('feed').getByRole('article', { name: 'Make it real' })).toHaveCount(1);

  // Hot is the default order; New is one click away.
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  expect(firstPageCalls, 'the hot feed rendered from the page itself').toEqual([]);

  // Scrolling loads more posts (infinite feed) without rendering them all.
  const firstCount = await feed.getByRole('article').count();
  await page.mouse.wheel(0, 6000);
  await expect
    .poll(async () =>
      Number((await feed.getByRole('article').last().getAttribute('aria-posinset')) ?? 0),
    )
    .toBeGreaterThan(firstCount);

  // Open a post; the detail page has no site header; Back returns to the kept feed.
  // The virtual list re-renders after the scroll: wait until the first post
  // is the first rendered article, then hold on to it by its title.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(feed.getByRole('article').first()).toHaveAttribute('aria-posinset', '1');
  const title = (await feed.getByRole('article').first().getAttribute('aria-label')) ?? '';
  const post = feed.getByRole('article', { name: title }).first();
  await post.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/content\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(feed.getByRole('article', { name: title })).toBeVisible();

  // The New tab shows the newest posts.
  await page.getByRole('tab', { name: 'New' }).click();
  await expect(page).toHaveURL(/sort=new/);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
});

test.describe('at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the first screen shows works; the challenge strip pages with its arrows and opens a challenge', async ({ page }) => {
    await page.goto('/');
    const feed = page.getByRole('feed');
    const first = feed.getByRole('article').first();
    await expect(first).toBeVisible();
    // The hero is one line and the promo waits below the first rows: the first row of cards starts in the first screen.
    const hero = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(hero!.height).toBeLessThan(60);
    const card = await first.boundingBox();
    expect(card!.y).toBeLessThan(900 - 100);
    const promo = feed.getByRole('article', { name: 'Make it real' });
    expect(await promo.getAttribute('aria-posinset')).not.toBe('1');

    // Cards per view and a peek of the next one; previous is disabled at the start.
    const strip = page.getByRole('list', { name: 'Challenges' });
    const cards = strip.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(3);
    const box = (await strip.boundingBox())!;
    const peek = (await cards.nth(3).boundingBox())!;
    expect(peek.x).toBeLessThan(box.x + box.width - 24);
    expect(peek.x + peek.width).toBeGreaterThan(box.x + box.width);
    const prev = page.getByRole('button', { name: 'Previous challenges' });
    const next = page.getByRole('button', { name: 'Next challenges' });
    await expect(prev).toBeDisabled();
    await next.click();
    await expect(prev).toBeEnabled();
    // The peeked card is now the first one in view (scroll-snap on the cards).
    await expect.poll(async () => Math.round((await cards.nth(3).boundingBox())!.x - box.x)).toBeLessThan(4);
    // Page on to the end. The strip scrolls smoothly, so 'Next' turns disabled
    // only once the last scroll has settled: press again until it has.
    await expect(async () => {
      if (await next.isEnabled()) await next.click({ timeout: 1_000 });
      await expect(next).toBeDisabled({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await prev.click();
    await expect(next).toBeEnabled();

    await expect(page.getByRole('link', { name: 'All challenges →' })).toHaveAttribute('href', '/all-activities');
    const target = strip.getByRole('link').first();
    const title = (await target.locator('.cm-topic__title').textContent()) ?? '';
    await strip.getByRole('link').first().scrollIntoViewIfNeeded();
    await target.click();
    await expect(page).toHaveURL(/\/challenge\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

test('the header menu: Other, Mine, the user agreement in more info, and the shop', async ({
  page,
}) => {
  await page.goto('/');
  const nav = header(page).getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Creators' })).toHaveAttribute('href', '/creator');
  await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute(
    'href',
    /^http:\/\/shop\.localhost:\d+$/,
  );

  // Other → Creation mode upgrade → four pages.
  await (
    await openMenu(page, nav.getByRole('button', { name: 'Other' }))
  )
    .getByRole('menuitem', { name: /Creation mode upgrade/ })
    .hover();
  for (const name of ['How to make good things', 'Upgrade', 'Tool tutorial', 'About us']) {
    await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // Mine → Messages needs login: a visitor gets the sign-in dialog.
  await openMenu(page, nav.getByRole('button', { name: 'Mine' }));
  await expect(page.getByRole('menuitem', { name: 'Creation history' })).toHaveAttribute(
    'href',
    '/my-history',
  );
  await page.getByRole('menuitem', { name: 'Messages' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // More info: the user agreement, privacy policy, the scan codes that work outside China, the registration text.
  await header(page).getByRole('button', { name: 'More info' }).click();
  const info = page.getByRole('dialog', { name: 'More info' });
  for (const name of ['Group chat', 'Lifestyle app']) {
    await expect(info.getByRole('img', { name })).toBeVisible();
  }
  await expect(info.getByRole('img', { name: 'Official account' })).toHaveCount(0);
  await expect(info.getByRole('img', { name: 'Mini-program' })).toHaveCount(0);
  await expect(info.getByText(/Registered in/)).toBeVisible();
  await info.getByRole('link', { name: 'User agreement' }).click();
  await expect(page).toHaveURL(/\/docs\/user-agreement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User agreement' })).toBeVisible();
});

test('the header menu and the Other pages in zh-Hans', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'zh-Hans'));
  await page.goto('/');
  const nav = header(page).getByRole('navigation', { name: '主导航' });
  for (const name of ['社区', '创作者', '商城'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await nav.getByRole('button', { name: '其他' }).click();
  await page.getByRole('menuitem', { name: /创作模式升级/ }).hover();
  await page.getByRole('menuitem', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '官方精选' })).toBeVisible();
  await header(page).getByRole('button', { name: '更多信息' }).click();
  await expect(
    page.getByRole('dialog', { name: '更多信息' }).getByRole('link', { name: '用户协议' }),
  ).toBeVisible();
});

test('old paths redirect: /productDetail and /detail to the shop product page, /order/detail/ to the shop host', async ({
  page,
}) => {
  await page.route(/^http:\/\/shop\.localhost:\d+\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Shop order page</h1>' }),
  );
  await page.goto('/productDetail/42?size=M');
  await expect(page).toHaveURL(/^http:\/\/shop\.localhost:\d+\/detail\/42\?size=M$/);
  await page.goto('/order/detail/o-77');
  await expect(page).toHaveURL(/^http:\/\/shop\.localhost:\d+\/order\/detail\/o-77$/);
  await expect(page.getByRole('heading', { name: 'Shop order page' })).toBeVisible();
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile layout: menu behind a button, one-column cards, no sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'mobile');
    const feed = page.getByRole('feed');
    await expect(feed.getByRole('article').first()).toBeVisible();
    // The page is live in its mobile layout: the server drew it for this desktop browser's user agent, with the
    // desktop header, and the app lays it out for the window's width once it has taken the page over.
    await expect(page.locator('#root')).toHaveAttribute('data-drawn', 'hydrated');
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeVisible();

    // No horizontal overflow: the page fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Root font stays 16 px on phones (the desktop clamp would give 11.4 px).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '16px',
    );
    // The challenge strip scrolls sideways within itself, its next card peeking in.
    const strip = page.getByRole('list', { name: 'Challenges' });
    const stripBox = (await strip.boundingBox())!;
    const second = (await strip.getByRole('listitem').nth(1).boundingBox())!;
    expect(second.x).toBeLessThan(stripBox.x + stripBox.width);
    expect(second.x + second.width).toBeGreaterThan(stripBox.x + stripBox.width);

    // Cards fill the narrow width in at most two columns.
    const widths = await feed
      .getByRole('article')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThan(150);
    // On these narrow cards the title has the caption's whole width; the want pill sits beside the author.
    const titles = await feed
      .getByRole('article')
      .evaluateAll((els) =>
        els
          // The make-it-real promo card of the feed has no post title.
          .filter((e) => e.getAttribute('aria-label') !== 'Make it real')
          .map((e) => ({
            card: e.getBoundingClientRect().width,
            title: e.querySelector('.ui-feed-card__title')?.getBoundingClientRect().width ?? 0,
          })),
      );
    for (const t of titles) expect(t.title).toBeGreaterThan(t.card * 0.8);

    // The menu is folded behind a button and opens as a list with the groups.
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('heading', { name: 'Other' })).toBeVisible();
    await expect(nav.getByRole('heading', { name: 'Mine' })).toBeVisible();
    await nav.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('a mobile visitor is invited to the mini-program and can continue on the website', async ({
    page,
  }) => {
    await page.goto('/');
    const invite = page.getByRole('dialog', { name: /better in the mini-program/ });
    await expect(invite.getByRole('img', { name: 'Scan to open the mini-program' })).toBeVisible();
    await invite.getByRole('button', { name: 'Continue on the website' }).click();
    await expect(invite).toBeHidden();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    // Not again in the same session.
    await page.reload();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: /better in the mini-program/ })).toHaveCount(0);
  });
});

test('the dark theme follows the system unless light is chosen', async ({ page }) => {
  const htmlBg = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('feed')).toBeVisible();
  expect(await htmlBg()).toBe('rgb(250, 250, 249)');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await htmlBg()).toBe('rgb(18, 18, 17)');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  expect(await htmlBg()).toBe('rgb(250, 250, 249)');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await htmlBg()).toBe('rgb(18, 18, 17)');
});

async function signInFromHeader(page: Page, user: TestUser) {
  await header(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await signInThroughDialog(page, user);
  await expect(header(page).getByRole('button', { name: /^Account menu for / })).toBeVisible();
}

/** Publishes the first unpublished image of the creation history as a post titled `title`. */
async function postFromHistory(page: Page, title: string) {
  await page.goto('/my-history');
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('checkbox').first().click();
  await page
    .getByRole('toolbar', { name: 'Selection' })
    .getByRole('button', { name: 'Post' })
    .click();
  const publish = page.getByRole('dialog');
  await publish.getByLabel('Title').fill(title);
  await publish.getByRole('button', { name: 'Publish' }).click();
  await viewPublishedPost(page);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

test('a user likes, comments and replies, follows and unfollows a creator, downloads an image, and deletes own posts', async ({
  page,
  user,
  newUser,
}) => {
  const stamp = Date.now() % 100000;
  // Another creator's post to like, comment on and follow from; a generation in the user's creation history.
  const creator = await newUser('creator');
  const theirs = await createPost(creator, { title: `Copper fern brooch ${stamp}`, images: 2 });
  await generateImages(user, `an enamel fox keyring ${stamp}`);
  await page.goto('/');
  await signInFromHeader(page, user);

  // Mine → Messages opens the notice panel for a signed-in user.
  await (
    await openMenu(
      page,
      header(page).getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Mine' }),
    )
  )
    .getByRole('menuitem', { name: 'Messages' })
    .click();
  const notices = page.getByRole('dialog', { name: 'Messages' });
  await expect(notices.getByRole('tab', { name: 'Official' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notices).toBeHidden();

  // Open the other creator's post from the New feed.
  await page.goto('/?sort=new');
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  await feed
    .getByRole('article', { name: theirs.title })
    .getByRole('link', { name: theirs.title })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: theirs.title })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Follow', exact: true }),
    'a post by another creator',
  ).toBeVisible();

  // Like it: the count goes up by one.
  const likes = async () =>
    // The visible count: below 1024 px the like sits in the bottom bar instead of the action row.
    Number((await page.getByLabel(/^\d+ likes?$/).filter({ visible: true }).getAttribute('aria-label'))?.split(' ')[0]);
  const before = await likes();
  await page.getByRole('button', { name: /^Like\b/ }).click();
  await expect(page.getByRole('button', { name: /^Liked\b/, pressed: true })).toBeVisible();
  expect(await likes()).toBe(before + 1);

  // Comment, then reply to the comment.
  const comment = `Would wear this every day ${stamp}`;
  await page.getByRole('combobox', { name: 'Write a comment' }).fill(comment);
  await page.getByRole('button', { name: 'Post comment' }).click();
  const thread = page.getByRole('listitem').filter({ hasText: comment }).first();
  await expect(thread).toBeVisible();
  await thread.getByRole('button', { name: 'Reply' }).first().click();
  await page.getByRole('combobox', { name: /^Reply to / }).fill(`In silver, please ${stamp}`);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`In silver, please ${stamp}`)).toBeVisible();

  // Follow the creator, then unfollow after confirming.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  const followingButton = page.getByRole('button', { name: 'Following', exact: true });
  await expect(followingButton).toHaveAttribute('aria-pressed', 'true');
  await followingButton.click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(/^Unfollow .+\?$/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Download the original image.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.(png|webp|jpe?g)$/);

  // Post two works from the creation history, then multi-select both on the account page and delete them.
  const first = `Journey A ${stamp}`;
  const second = `Journey B ${stamp}`;
  await postFromHistory(page, first);
  await postFromHistory(page, second);
  await page.goto('/account');
  const mine = page.getByRole('feed');
  await expect(mine.getByRole('article', { name: first })).toBeVisible();
  await expect(mine.getByRole('article', { name: second })).toBeVisible();
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('checkbox', { name: first }).click();
  await page.getByRole('checkbox', { name: second }).click();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page
    .getByRole('toolbar', { name: 'Selection' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const sure = page.getByRole('dialog');
  await expect(sure.getByText('Delete 2 posts?')).toBeVisible();
  await sure.getByRole('button', { name: 'Delete' }).click();
  await expect(mine.getByRole('article', { name: first })).toBeHidden();
  await expect(mine.getByRole('article', { name: second })).toBeHidden();

  // Gone everywhere: not in the New feed either.
  await page.goto('/?sort=new');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('feed').getByRole('article', { name: first })).toHaveCount(0);
});
