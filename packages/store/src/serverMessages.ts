import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@aigc/i18n';

/** Turns one English server message into its translatable descriptor, or null when it does not know it. */
export type ServerMessageTranslator = (text: string) => MessageDescriptor | null;

const translators: ServerMessageTranslator[] = [];

/**
 * Adds the translations of a module's English server messages (the server
 * answers in English constants, e.g. `EDU_MESSAGES` of `@aigc/domain`,
 * docs/edu.md). Called once by the module that owns the calls when it loads
 * (the education edition's `@aigc/store/edu`), so an edition's table stays
 * out of the other apps' entry chunks.
 */
export function serverMessagesRegistered(translate: ServerMessageTranslator): void {
  if (!translators.includes(translate)) translators.push(translate);
}

/**
 * The server's `msg` in the active language (the base query applies it to
 * every refused call, so toasts, forms and alerts show it translated): a
 * registered translation, or the text unchanged when none knows it. A
 * 'Line N: <message>' prefix (a pasted list's first bad line, docs/edu.md)
 * keeps its number and translates the rest.
 */
export function localizedServerMessage(text: string): string {
  const line = /^Line (\d+): ([\s\S]*)$/.exec(text);
  if (line) {
    const [, lineNumber = '', rest = ''] = line;
    const translated = localizedServerMessage(rest);
    return translated === rest ? text : i18n._(msg`Line ${lineNumber}: ${translated}`);
  }
  for (const translate of translators) {
    const known = translate(text);
    if (known) return i18n._(known);
  }
  return text;
}
