import type { PluginOption } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** See react.js: the test files under `<root>/src` that replace a module (`vi.mock(`), relative to `root`. */
export declare function filesThatMockModules(root: string): string[];

/** See react.js: the jsdom preset with the caller's plugins and setup files; files share a worker's page unless they mock a module. */
export declare function defineReactConfig(options?: { plugins?: PluginOption[]; setupFiles?: string[]; root?: string }): ViteUserConfig;
