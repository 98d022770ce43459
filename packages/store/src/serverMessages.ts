import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@aigc/i18n';

/** Server message (English, as the envelope's `msg` carries it) → its translation. */
const TABLE = new Map<string, MessageDescriptor>();

/**
 * Registers translations of known server messages (the server answers in
 * English, docs/product.md §8; e.g. the shop's, docs/shop.md 'Errors'). A
 * later entry for the same message wins. Meant to be called once by the
 * endpoint module whose calls can answer them.
 */
export function registerServerMessages(
  table: ReadonlyArray<readonly [string, MessageDescriptor]>,
): void {
  for (const [message, descriptor] of table) TABLE.set(message, descriptor);
}

/**
 * The server's `message` in the active locale: its registered translation;
 * for `Known message (detail)` the translated known message with the detail
 * kept (e.g. `This order cannot move to that status (paid → delivered)`);
 * else the message as given.
 */
export function translateServerMessage(message: string): string {
  const exact = TABLE.get(message);
  if (exact) return i18n._(exact);
  const detail = /^(.*) (\([^()]*\))$/.exec(message);
  const base = detail ? TABLE.get(detail[1] ?? '') : undefined;
  return base ? `${i18n._(base)} ${detail?.[2] ?? ''}` : message;
}
