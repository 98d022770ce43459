import type { ViteUserConfig } from 'vitest/config';
import '@testing-library/jest-dom/vitest';

/** The React packages' Vitest config (see vitest.js); importing it also brings the jest-dom matcher types. */
declare const config: ViteUserConfig;
export default config;
