export { default } from '@aigc/i18n/vitest';
