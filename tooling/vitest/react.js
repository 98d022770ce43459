import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files under `<root>/src` that replace a module (`vi.mock(`), as
 * paths relative to `root` ('src/google/Google.test.tsx'). Such a file needs
 * a module graph of its own: in a shared one, another file may already have
 * imported the real module.
 * @param {string} root the package's directory
 * @returns {string[]}
 */
export function filesThatMockModules(root) {
  let names;
  try {
    names = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => TEST_FILE.test(name))
    .map((name) => join('src', name))
    .filter((file) => readFileSync(join(root, file), 'utf8').includes('vi.mock('));
}

/**
 * Vitest preset for React packages: jsdom, `src/**\/*.test.{ts,tsx}`, the
 * plugins and setup files the caller passes. Tooling imports no workspace
 * package, so the Lingui plugins and the locale set-up come from
 * `@aigc/i18n/vitest`, which every React package uses as its config.
 *
 * A worker runs its test files in one jsdom and one module graph
 * (`isolate: false`): building a jsdom and loading React, the router and the
 * store again for every file was most of these suites' time. The set-up
 * file (the caller's) resets what a file could leave behind in the shared
 * page: storage, cookies, `<html>`'s attributes, stubbed globals, timers.
 * A file that replaces a module (`vi.mock`) runs isolated, in a second
 * project ({@link filesThatMockModules}).
 * @param {{ plugins?: import('vite').PluginOption[], setupFiles?: string[], root?: string }} [options]
 *   `root`: the package's directory (default: the working directory, where `vitest` runs)
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function defineReactConfig({ plugins = [], setupFiles = [], root = process.cwd() } = {}) {
  const include = ['src/**/*.test.{ts,tsx}'];
  const mocking = filesThatMockModules(root);
  // A project that extends the root config adds to its lists: `include` is each project's own.
  const shared = { name: 'shared', include, isolate: false, exclude: [...configDefaults.exclude, ...mocking] };
  return defineConfig({
    plugins,
    test: {
      environment: 'jsdom',
      setupFiles,
      testTimeout: 20_000,
      ...(mocking.length === 0
        ? { include, isolate: false }
        : {
            projects: [
              { extends: true, test: shared },
              { extends: true, test: { name: 'isolated', include: mocking } },
            ],
          }),
    },
  });
}
