/** Shared Prettier settings for every package (docs/style.md: one config, extended). */
export default {
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  printWidth: 100,
};
