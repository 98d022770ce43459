import { defineConfig } from '@lingui/cli';

/**
 * One catalog for the whole product (docs/architecture.md "Strings"): messages are
 * extracted from every client package and app (not the server, tests or
 * stories), written as `.po` per locale and compiled to `messages.ts` beside
 * each `.po` with `lingui compile --typescript`.
 */
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'zh-Hans'],
  fallbackLocales: { default: 'en-US' },
  orderBy: 'messageId',
  // Origins without line numbers: a catalog changes only when messages do.
  formatOptions: { origins: true, lineNumbers: false },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/../../packages/*/src/**/*.{ts,tsx}', '<rootDir>/../../apps/*/src/**/*.{ts,tsx}'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/../../apps/api/**',
        '<rootDir>/src/locales/**',
        '**/*.test.ts',
        '**/*.test.tsx',
        '**/*.stories.tsx',
        '**/*.stories.ts',
        '**/e2e/**',
        '**/test/**',
        '**/testing/**',
        '**/*.gen.ts',
      ],
    },
  ],
});
