// Runs before each React test file (see vitest.js).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateSourceLocale } from './testing.ts';

// Components render their English source text in tests (docs/product.md §9: en-US).
activateSourceLocale();
// findBy*/waitFor wait up to 5 s: lazily loaded parts (drawers, dialogs) take
// longer than the default 1 s when the machine runs several suites at once.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());
