export { default } from './src/vitest.js';
