import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Relative for the same reason as in react.js (no package cycle).
import { activateSourceLocale } from '../../packages/i18n/src/testing.ts';

// Components render their English source text in tests (docs/product.md §9 en-US).
activateSourceLocale();

afterEach(() => cleanup());
