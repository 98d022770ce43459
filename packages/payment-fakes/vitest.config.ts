export { default } from '@aigc/vitest-config/node';
