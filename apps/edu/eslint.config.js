import config from '@aigc/eslint-config/react';

export default [
  ...config,
  // CommonJS config files (the size-limit budget) load with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
];
