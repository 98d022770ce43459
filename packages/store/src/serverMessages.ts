import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@aigc/i18n';

/** Turns one English server message into its translatable descriptor, or null when it does not know it. */
export type ServerMessageTranslator = (text: string) => MessageDescriptor | null;

/** Known server messages: a table (English text → descriptor) or a function. */
export type ServerMessageSource = ServerMessageTranslator | ReadonlyArray<readonly [string, MessageDescriptor]>;

const translators: ServerMessageTranslator[] = [];
const registered = new Set<ServerMessageSource>();

/**
 * Adds the translations of a module's server messages (the server answers
 * in English constants: the shop's, docs/shop.md 'Errors'; the education
 * edition's `EDU_MESSAGES`, docs/edu.md). Called once by the endpoint module
 * that owns the calls when it loads (`@aigc/store/shop`, `@aigc/store/edu`),
 * so a module's table stays out of the other apps' entry chunks. Registering
 * the same source again does nothing.
 */
export function registerServerMessages(source: ServerMessageSource): void {
  if (registered.has(source)) return;
  registered.add(source);
  if (typeof source === 'function') {
    translators.push(source);
    return;
  }
  const table = new Map<string, MessageDescriptor>(source);
  translators.push((text) => table.get(text) ?? null);
}

function known(text: string): MessageDescriptor | null {
  for (const translate of translators) {
    const descriptor = translate(text);
    if (descriptor) return descriptor;
  }
  return null;
}

/**
 * The server's `msg` in the active language (the base query applies it to
 * every refused call, so toasts, forms and alerts show it translated): a
 * registered translation; `Known message (detail)` → the translated message
 * with the detail kept (`… (paid → delivered)`); `Line N: <message>` (a
 * pasted list's first bad line, docs/edu.md) → the number kept and the rest
 * translated; otherwise the text unchanged.
 */
export function translateServerMessage(text: string): string {
  const line = /^Line (\d+): ([\s\S]*)$/.exec(text);
  if (line) {
    const [, lineNumber = '', rest = ''] = line;
    const translated = translateServerMessage(rest);
    return translated === rest ? text : i18n._(msg`Line ${lineNumber}: ${translated}`);
  }
  const exact = known(text);
  if (exact) return i18n._(exact);
  const detail = /^(.*) (\([^()]*\))$/.exec(text);
  const base = detail ? known(detail[1] ?? '') : null;
  return base ? `${i18n._(base)} ${detail?.[2] ?? ''}` : text;
}
