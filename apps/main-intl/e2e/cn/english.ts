import type { Page } from '@playwright/test';

/**
 * Finding English left on a Chinese page (docs/product.md §9: the China site
 * is Chinese throughout). {@link visibleText} reads what a person sees;
 * {@link englishRuns} lists every run of two or more English words left
 * after the allowed tokens are taken out.
 */

/**
 * Words that stay as they are in Chinese text: brand and product names, model
 * and format names, units. Matched whole-word, case-sensitive.
 */
export const ALLOWED_TOKENS: readonly string[] = [
  'Makeable',
  'AIGC',
  'AI',
  'FLUX',
  'Stable Diffusion',
  'OpenAI',
  'kontext',
  'Kontext',
  'WeChat',
  'Google',
  'QQ',
  'ID',
  'HD',
  '3D',
  'PNG',
  'JPG',
  'JPEG',
  'WebP',
  'GLB',
  'MP4',
  'SMS',
  'px',
  'cm',
  'mm',
  'MB',
  'KB',
  'GB',
  'CNY',
  'USD',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The runs of ≥ 2 English words (latin letters, inner `'` or `-`) in `text`
 * once `allowed` tokens and the exact strings of `userContent` (what the test
 * made itself: titles, nicknames) are taken out. Digits and punctuation end
 * a run only when they stand between words with nothing else: '1 want' is one
 * word, 'Want it' two.
 */
export function englishRuns(text: string, userContent: readonly string[] = [], allowed: readonly string[] = ALLOWED_TOKENS): string[] {
  let rest = text;
  for (const own of [...userContent].filter(Boolean).sort((a, b) => b.length - a.length)) rest = rest.split(own).join(' ');
  for (const token of [...allowed].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<![A-Za-z])${escape(token)}(?![A-Za-z])`, 'g'), ' ');
  }
  const runs = rest.match(/[A-Za-z][A-Za-z'’-]*(?:[ \t]+[A-Za-z][A-Za-z'’-]*)+/g) ?? [];
  return [...new Set(runs.map((run) => run.trim()))];
}

/**
 * The page's visible text, as `document.body.innerText`, without the text of
 * links to posts and profiles (`/content/…`, `/account/…`,
 * `/customer/account/…`, `/seriesDetail/…`): their titles and nicknames are
 * users' own words, never translated. Also the document title, and the
 * accessible names people hear (`aria-label`, `alt`, `placeholder`, `title`).
 */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const userContent = 'a[href^="/content/"], a[href^="/account/"], a[href^="/customer/account/"], a[href^="/seriesDetail/"]';
    const hidden: { el: HTMLElement; text: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(userContent)) {
      hidden.push({ el, text: el.style.visibility });
      el.style.visibility = 'hidden';
    }
    const body = document.body.innerText;
    for (const { el, text } of hidden) el.style.visibility = text;
    const names = [...document.querySelectorAll<HTMLElement>('[aria-label], img[alt], [placeholder], [title]')]
      .filter((el) => !el.closest(userContent) && el.checkVisibility())
      .flatMap((el) => [el.getAttribute('aria-label'), el.getAttribute('alt'), el.getAttribute('placeholder'), el.getAttribute('title')])
      .filter((name): name is string => Boolean(name));
    return [document.title, body, ...names].join('\n');
  });
}

/**
 * Collects users' own words from the API answers `page` receives: nicknames
 * (`nickName`), post titles and descriptions (objects with a `contentId`),
 * series titles (objects with a `uniqueSeriesId`) and comment text. They are
 * never translated, so {@link englishRuns} takes them out; official text (a
 * challenge's title, a model's name) is not collected and is checked.
 */
export function collectUserWords(page: Page): Set<string> {
  const words = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const add = (key: string) => typeof record[key] === 'string' && record[key] && words.add(record[key] as string);
    add('nickName');
    if ('contentId' in record || 'uniqueSeriesId' in record) {
      add('title');
      add('description');
    }
    if ('commentId' in record) add('content');
    Object.values(record).forEach(walk);
  };
  // The first screen's data comes inside the page (a JSON script element), not as an API answer.
  page.on('load', () => {
    page
      .evaluate(() => [...document.querySelectorAll('script[type="application/json"]')].map((el) => el.textContent ?? ''))
      .then((texts) => texts.forEach((text) => walk(JSON.parse(text) as unknown)), () => {});
  });
  page.on('response', (response) => {
    if (!response.url().includes('/aigc/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(walk, () => {});
  });
  return words;
}
