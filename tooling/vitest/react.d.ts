import type { PluginOption } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** See react.js: the jsdom preset with the caller's plugins and setup files. */
export declare function defineReactConfig(options?: { plugins?: PluginOption[]; setupFiles?: string[] }): ViteUserConfig;
