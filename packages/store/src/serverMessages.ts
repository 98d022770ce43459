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

const lazySources: Array<() => Promise<ServerMessageSource>> = [];
let loaded: Promise<unknown> = Promise.resolve();

/**
 * Registers a source that is loaded only when a call is first refused
 * ({@link loadServerMessages}): messages every call can meet (the limits,
 * the request hygiene) stay out of the entry chunk that way.
 * @param load resolves with the source, usually `() => import('./x').then((m) => m.TABLE)`
 */
export function registerServerMessagesLazily(load: () => Promise<ServerMessageSource>): void {
  lazySources.push(load);
}

/**
 * Loads and registers every source of {@link registerServerMessagesLazily}
 * not loaded yet; the base query awaits it before it translates a refusal.
 * A source that fails to load (e.g. a chunk lost in a deploy) is skipped:
 * its messages stay in English.
 */
export function loadServerMessages(): Promise<unknown> {
  // A failed load is dropped: its messages stay in English. Callers during a load wait for it too.
  const loads = lazySources.splice(0).map((load) => load().then(registerServerMessages, () => {}));
  return (loaded = Promise.all([loaded, ...loads]));
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
