// Runs before each React test file (see vitest.js).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { activateSourceLocale } from './testing.ts';

// Components render their English source text in tests (docs/product.md §9: en-US).
activateSourceLocale();
// findBy*/waitFor wait up to 5 s: lazily loaded parts (drawers, dialogs) take
// longer than the default 1 s when the machine runs several suites at once.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());

// A worker's files share one page (`isolate: false`, @aigc/vitest-config/react): each starts on a clean one,
// whatever the file before it stored, set on <html> or stubbed.
beforeAll(() => {
  if (typeof document === 'undefined') return; // a file that runs in Node (`@vitest-environment node`)
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
  const html = document.documentElement;
  for (const { name } of [...html.attributes]) html.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
