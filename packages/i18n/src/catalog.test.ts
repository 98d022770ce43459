// @vitest-environment node
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { describe, expect, it } from 'vitest';
import { linguiConfigPath } from './vite.js';

/**
 * The zh-Hans catalog is complete (ARCHITECTURE "Strings"): every message the
 * macros use in packages/* and apps/* has a Chinese translation. Extraction
 * runs here in memory, so a string added without `pnpm --filter @aigc/i18n
 * check` (extract) and a translation fails this test.
 */
describe('catalogs', () => {
  it('has a zh-Hans translation for every message in the source', async () => {
    const config = getConfig({ configPath: linguiConfigPath });
    const [catalog] = await getCatalogs(config);
    if (!catalog) throw new Error('no catalog configured');
    const extracted = await catalog.collect();
    if (!extracted) throw new Error('extraction failed');
    const zh = await catalog.read('zh-Hans');
    const missing = Object.entries(extracted)
      .filter(([id]) => !zh?.[id]?.translation)
      .map(([id, m]) => `${id}: ${m.message ?? ''}`);
    expect(missing, 'run `pnpm --filter @aigc/i18n check` and translate src/locales/zh-Hans/messages.po').toEqual([]);
  }, 60_000);
});
