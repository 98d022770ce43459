// @vitest-environment node
import { readFileSync } from 'node:fs';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { linguiConfigPath } from './vite.js';

type Catalog = NonNullable<Awaited<ReturnType<typeof getCatalogs>>[number]>;

const HOW_TO_FIX =
  'run `pnpm --filter @aigc/i18n check` (extract + compile), translate src/locales/zh-Hans/messages.po, compile again and commit';

/**
 * The catalogs are complete and current (docs/architecture.md "Strings"): every
 * message the macros use in packages/* and apps/* is in the catalogs with a
 * Chinese translation, and the committed compiled `messages.ts` match the
 * `.po` files. Extraction runs here in memory, so a string added without
 * extracting and translating fails this test.
 */
describe('catalogs', () => {
  const config = getConfig({ configPath: linguiConfigPath });
  let catalog: Catalog;
  beforeAll(async () => {
    const [first] = await getCatalogs(config);
    if (!first) throw new Error('no catalog configured');
    catalog = first;
  });

  it('has a zh-Hans translation for every message in the source', async () => {
    const extracted = await catalog.collect();
    if (!extracted) throw new Error('extraction failed');
    expect(Object.keys(extracted).length).toBeGreaterThan(0);
    const zh = await catalog.read('zh-Hans');
    const missing = Object.entries(extracted)
      .filter(([id]) => !zh?.[id]?.translation)
      .map(([id, m]) => `${id}: ${m.message ?? ''}`);
    expect(missing, HOW_TO_FIX).toEqual([]);
  }, 60_000);

  it.each(['en-US', 'zh-Hans'])('has a compiled %s catalog that matches its .po', async (locale) => {
    const { messages } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales || {},
      sourceLocale: config.sourceLocale ?? 'en-US',
    });
    const { source } = createCompiledCatalog(locale, messages, {
      strict: false,
      namespace: 'ts',
      pseudoLocale: config.pseudoLocale,
      compilerBabelOptions: config.compilerBabelOptions,
    });
    const committed = readFileSync(new URL(`./locales/${locale}/messages.ts`, import.meta.url), 'utf8');
    expect(committed === source, HOW_TO_FIX).toBe(true);
  });
});
