import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateSourceLocale } from '@aigc/i18n/testing';

// Components render their English source text in tests (docs/product.md §9 en-US).
activateSourceLocale();
afterEach(() => cleanup());
