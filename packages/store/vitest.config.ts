export { default } from '@aigc/vitest-config/react';
