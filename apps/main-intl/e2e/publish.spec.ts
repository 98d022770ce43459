import { seriousViolations } from './axe';
import { expect, shot, test, testPicture } from './fixtures';

/**
 * The publish dialog end to end (docs/product.md §2 'Publish-post dialog', §4, §5, §8)
 * with real image files made here: a new user opens the dialog from the
 * feed (local upload locked → author onboarding unlocks it), uploads three
 * images (a GIF and a 3:1 image are rejected with their messages), picks two
 * history works for a Want It challenge (publish blocked), fixes it,
 * mentions a creator and publishes; the dialog's share step says the post
 * is live and that 100 wants make it real, shows its share card and copies
 * its link ('Copied'), then *View post* opens it; the post shows in the
 * challenge with the mention linked. The dialog also opens from a challenge page with the
 * challenge fixed. Screenshots go to E2E_SHOTS.
 */

/** A real 1×1 GIF89a. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

interface TopicLite {
  uniqueTopicId: string;
  title: string;
  wantable: 0 | 1;
  status: string;
}

test('publish from the feed and a challenge: uploads, onboarding, Want It rule, mention', async ({ page, user, signIn }) => {
  const title = `Fox keychain ${Date.now() % 100000}`;
  const prompt = `a fox keychain in enamel ${Date.now() % 100000}`;

  await signIn(user);
  await page.goto('/');

  // A history work designed for the Want It challenge (two images), generated through the API as the signed-in user.
  const topics = (await (await page.request.get('/aigc/api/topic/selection', { params: { page: 1, pageSize: 1000, showWantable: 1 } })).json()) as {
    data: { dataList: TopicLite[] };
  };
  const wantIt = topics.data.dataList.find((t) => t.wantable === 1 && t.status === 'ongoing')!;
  const normal = topics.data.dataList.find((t) => t.wantable === 0 && t.status === 'ongoing')!;
  const job = (await (await page.request.post('/aigc/api/generate', { data: { prompt, topicId: wantIt.uniqueTopicId } })).json()) as {
    data: { jobId: string };
  };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/aigc/api/generate/result', { params: { jobId: job.data.jobId } })).json()) as { data: { status: string } }).data
          .status,
      { timeout: 60_000 },
    )
    .toBe('succeeded');

  // From the feed, local upload is locked: the banner leads to author onboarding, which unlocks it.
  await page.getByRole('button', { name: 'Publish a work' }).click();
  let dialog = page.getByRole('dialog', { name: 'Choose images to publish' });
  await dialog.getByRole('tab', { name: 'Upload and publish' }).click();
  await shot(page, 'publish-locked');
  await dialog.getByRole('link', { name: 'Unlock local upload' }).click();
  await expect(page).toHaveURL(/\/author\/onboarding/);
  await page.getByRole('checkbox', { name: 'I confirm that I own the rights to the images I upload' }).check();
  await page.getByRole('button', { name: 'Unlock local upload' }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);

  // Upload three images: a GIF and a 3:1 image are rejected with their messages, the third is stored.
  await page.getByRole('button', { name: 'Publish a work' }).click();
  dialog = page.getByRole('dialog', { name: 'Choose images to publish' });
  await dialog.getByRole('tab', { name: 'Upload and publish' }).click();
  const input = dialog.getByLabel('Choose images to upload');
  await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(page.getByText('GIF images are not supported: the format does not match')).toBeVisible();
  await input.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: testPicture(900, 300) });
  await expect(page.getByText('The width-to-height ratio must be between 1:2 and 2:1')).toBeVisible();
  await input.setInputFiles({ name: 'tag.png', mimeType: 'image/png', buffer: testPicture(640, 480) });
  const uploaded = dialog.getByRole('list', { name: 'Uploaded images' });
  await expect(uploaded.getByRole('listitem')).toHaveCount(1);
  await expect(uploaded.getByText('Uploading')).toBeHidden({ timeout: 60_000 });
  await expect(uploaded.locator('img')).toHaveAttribute('src', /\/aigc\/files\/up\//);
  await shot(page, 'publish-uploaded');
  // Closing with an image chosen asks first.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Abandon publishing?' }).getByRole('button', { name: 'Abandon' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Two history works in the Want It challenge: publish is blocked until one is removed.
  await page.getByRole('button', { name: 'Publish a work' }).click();
  dialog = page.getByRole('dialog', { name: 'Choose images to publish' });
  await dialog.getByRole('checkbox', { name: `${prompt} — image 1` }).check();
  await dialog.getByRole('checkbox', { name: `${prompt} — image 2` }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  dialog = page.getByRole('dialog', { name: 'Publish post' });
  await dialog.getByRole('button', { name: 'Add challenge' }).click();
  await page.getByRole('menuitem', { name: new RegExp(wantIt.title) }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A Want It challenge post takes exactly one image: remove the others');
  await expect(dialog.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await shot(page, 'publish-wantable-blocked');
  await dialog.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(dialog.getByRole('alert')).toBeHidden();

  // Title, and a mention picked from the dropdown.
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  const description = dialog.getByRole('combobox', { name: 'Description' });
  await description.click();
  await description.pressSequentially('Made for @Mira');
  await dialog.getByRole('option', { name: /Mira Chen/ }).click();
  await expect(description).toHaveValue('Made for @Mira Chen ');
  await description.pressSequentially('and friends');
  await shot(page, 'publish-step2');
  await dialog.getByRole('button', { name: 'Publish' }).click();

  // The share step: live, 100 wants make it real, its share card and link; the focus on Copy link.
  const step = page.getByRole('dialog', { name: 'Your post is live' });
  await expect(step.getByRole('status').first()).toHaveText(
    'Your post is live in the Want It challenge. When it collects 100 wants, we make it real. Share it to collect wants.',
  );
  const card = step.getByRole('article', { name: title });
  await expect(card.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(card.getByRole('img', { name: title })).toBeVisible();
  await expect(card.getByText('0 / 100 wants')).toBeVisible();
  const link = step.getByRole('textbox', { name: 'Link to your post' });
  await expect(link).toHaveValue(/\/content\/[^/?]+\?pageSource=share$/);
  const copy = step.getByRole('button', { name: 'Copy link' });
  await expect(copy).toBeFocused();
  expect(await seriousViolations(page, 'publish share step')).toEqual([]);
  await shot(page, 'publish-share-step');
  // Copy by keyboard: the button reads 'Copied', the clipboard holds the link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.keyboard.press('Enter');
  await expect(step.getByRole('button', { name: 'Copied' })).toBeVisible();
  const shared = await link.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
  await step.getByRole('link', { name: 'View post' }).click();
  await expect(step).toBeHidden();

  // The post page shows the mention as a link.
  await expect(page).toHaveURL(/\/content\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: '@Mira Chen' })).toHaveAttribute('href', /\/account\/.+/);

  // The post shows in the challenge, and its mention is linked there too.
  await page.goto(`/challenge/${wantIt.uniqueTopicId}?sort=new`);
  const post = page.getByRole('feed').getByRole('article', { name: title });
  await expect(post).toBeVisible();
  await post.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('link', { name: '@Mira Chen' })).toBeVisible();

  // From a challenge page the dialog opens with the challenge fixed and local upload open.
  await page.goto(`/challenge/${normal.uniqueTopicId}`);
  await page.getByRole('button', { name: 'Upload from history' }).click();
  dialog = page.getByRole('dialog', { name: 'Choose images to publish' });
  await dialog.getByRole('tab', { name: 'Upload and publish' }).click();
  await expect(dialog.getByLabel('Choose images to upload')).toBeAttached();
  await dialog.getByRole('tab', { name: 'History works' }).click();
  await dialog.getByRole('checkbox', { name: `${prompt} — image 1` }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Publish post' }).getByText(`# ${normal.title}`)).toBeVisible();
  await shot(page, 'publish-challenge-fixed');
});

test('the publish dialog in zh-Hans', async ({ page, user, signIn }) => {
  await signIn(user);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'zh-Hans'));
  await page.reload();
  await page.getByRole('button', { name: '发布作品' }).click();
  const dialog = page.getByRole('dialog', { name: '选择要发布的图片' });
  await expect(dialog.getByRole('tab', { name: '本地上传发布' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '下一步' })).toBeDisabled();
  await shot(page, 'publish-zh');
});
