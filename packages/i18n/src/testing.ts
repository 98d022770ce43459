/**
 * Test helper: activate the source locale synchronously with its compiled
 * catalog, so components render English text in unit tests without waiting
 * for a lazy chunk. Used by `@aigc/vitest-config`'s DOM setup.
 */
import { i18n } from '@lingui/core';
import { messages } from './locales/en-US/messages';

/** Load and activate en-US on the shared `i18n` instance, synchronously. */
export function activateSourceLocale(): void {
  i18n.loadAndActivate({ locale: 'en-US', messages });
}
