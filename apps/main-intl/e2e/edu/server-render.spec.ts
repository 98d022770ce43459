import { errorsOf, expectCleanHydration, isDrawnElement, keepDrawn, recordLayoutShifts } from '../hydration';
import { expect, test, TEXT } from './fixtures';

/**
 * The education pages a visitor opens first arrive drawn by the server
 * (docs/architecture.md "Server rendering"), in the language the browser
 * will choose, and the app hydrates them (keeps their elements) without a
 * hydration error and without anything on them moving; their links and
 * buttons then answer.
 */

test('the home page is drawn by the server and hydrated, and its tool cards open the tools', async ({ page, text }) => {
  await recordLayoutShifts(page);
  const errors = errorsOf(page);
  await keepDrawn(page, '#root .edu-cards');
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-drawn', 'hydrated');
  await expect(page.getByRole('heading', { name: text.homeTitle, level: 1 })).toBeVisible();
  expect(await isDrawnElement(page, '.edu-cards')).toBe(true);
  await expectCleanHydration(page, errors);
  await page.getByRole('link', { name: new RegExp(text.wordsToPicture) }).click();
  await expect(page).toHaveURL(/\/generator\/image$/);
  await expect(page.getByRole('heading', { name: text.wordsToPicture, level: 1 })).toBeVisible();
});

test("a visitor's tool page is drawn by the server with its form and hydrated, and Generate asks the visitor to sign in", async ({ page, text }) => {
  await recordLayoutShifts(page);
  const errors = errorsOf(page);
  await keepDrawn(page, '#root .gen-form');
  await page.goto('/generator/image');
  await expect(page.locator('#root')).toHaveAttribute('data-drawn', 'hydrated');
  expect(await isDrawnElement(page, '.gen-form')).toBe(true);
  await expectCleanHydration(page, errors);
  await page.getByRole('textbox', { name: text.prompt }).fill('A rocket made of cheese');
  await page.getByRole('button', { name: text.generate, exact: true }).click();
  await expect(page.getByRole('dialog', { name: text.loginTitle })).toBeVisible();
});

test('a choice of English the server has not heard of yet: the Chinese page is drawn again in English, and the server is told', async ({
  browser,
  lang,
  baseURL,
  viewport,
}) => {
  test.skip(lang !== 'en', 'the English projects only: a reader who chose English before the server read the choice');
  // A browser that saved its choice before the locale cookie existed: local storage only.
  const context = await browser.newContext({ locale: 'en-US', baseURL, viewport });
  await context.addInitScript(() => window.localStorage.setItem('locale', 'en-US'));
  const page = await context.newPage();
  const errors = errorsOf(page);
  try {
    const response = await page.goto('/');
    expect(await response!.text()).toContain('lang="zh-Hans"');
    await expect(page.getByRole('heading', { name: TEXT.en.homeTitle, level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
    // The next page comes from the server in English.
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en-US');
    const again = await page.goto('/generator');
    expect(await again!.text()).toContain('lang="en-US"');
  } finally {
    await context.close();
  }
});
