import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './boundaries.js';

/**
 * Base lint rules for every TypeScript package: recommended JS + TS rules,
 * separate `import type`, no `process.env` outside an app's `env.ts`, and
 * the import boundaries of boundaries.js.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/storybook-static/**', '**/*.gen.ts', '**/locales/**/*.js', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through the app\'s env.ts.' },
      ],
    },
  },
  {
    files: ['**/env.ts', '**/*.config.ts', '**/*.config.js', '**/*.config.mjs', '**/scripts/**', '**/bench/**', '**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**', '**/.storybook/**', '**/.size-limit.*'],
    rules: { 'no-restricted-properties': 'off' },
  },
  ...boundaries,
);
