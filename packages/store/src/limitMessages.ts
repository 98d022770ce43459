import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COMMON_PASSWORD_MESSAGE, LIMIT_MESSAGES } from '@aigc/domain';
import type { ServerMessageTranslator } from './serverMessages';

const N = '(\\d+)';
/** Turns one of `LIMIT_MESSAGES`' templates into a pattern capturing its number. */
const pattern = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('999', N)}$`);

/** Each refusal of the server's limits (`LIMIT_MESSAGES` of @aigc/domain) and its text, the number kept. */
const TEMPLATES: [RegExp, (n: string) => MessageDescriptor][] = [
  [pattern(LIMIT_MESSAGES.tooManyRequests(999)), (n) => msg`Too many requests, please try again in ${n} s`],
  [pattern(LIMIT_MESSAGES.lockedOut(999)), (n) => msg`Too many failed attempts, please try again in ${n} min`],
  [pattern(LIMIT_MESSAGES.codeWait(999)), (n) => msg`Please wait ${n} s before requesting a new code`],
  [pattern(LIMIT_MESSAGES.codesToDestination('number', 999)), (n) => msg`Too many codes were sent to this number, please try again in ${n} min`],
  [pattern(LIMIT_MESSAGES.codesToDestination('address', 999)), (n) => msg`Too many codes were sent to this address, please try again in ${n} min`],
  [pattern(LIMIT_MESSAGES.codesToDestinationToday('number', 999)), (n) => msg`Too many codes were sent to this number today, please try again in ${n} h`],
  [pattern(LIMIT_MESSAGES.codesToDestinationToday('address', 999)), (n) => msg`Too many codes were sent to this address today, please try again in ${n} h`],
  [pattern(LIMIT_MESSAGES.codesFromIp(999)), (n) => msg`Too many codes were requested from your network, please try again in ${n} min`],
];

const FIXED = new Map<string, MessageDescriptor>([
  [LIMIT_MESSAGES.storageFull, msg`Your storage is full, please delete some works before uploading more`],
  [COMMON_PASSWORD_MESSAGE, msg`This password is too common, please choose another one`],
]);

/**
 * Translates the refusals of the server's limits and the common-password
 * rule (docs/security.md 'Limits and lockouts'), keeping the wait; null
 * for any other text. Loaded by the base query with the first refusal (`./refusalMessages`).
 */
export const translateLimitMessage: ServerMessageTranslator = (text) => {
  const fixed = FIXED.get(text);
  if (fixed) return fixed;
  for (const [re, descriptor] of TEMPLATES) {
    const m = re.exec(text);
    if (m) return descriptor(m[1] ?? '');
  }
  return null;
};
