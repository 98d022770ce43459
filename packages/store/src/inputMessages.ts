import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TEXT_MESSAGES } from '@aigc/domain';

/**
 * The request hygiene's server messages (`TEXT_MESSAGES` of `@aigc/domain`,
 * docs/security.md 'Input hygiene, deletion and rewards') in the client's
 * words. Keyed by the constants' names: a new constant without a text fails
 * the type check. Loaded by the base query with the first refusal (`./refusalMessages`), since any call can get them.
 */
export const INPUT_MESSAGE_TEXTS: Record<keyof typeof TEXT_MESSAGES, MessageDescriptor> = {
  nul: msg`The text contains a character that is not allowed`,
  tooDeep: msg`The request is nested too deeply`,
  uploadUnreadable: msg`The upload could not be read, please retry`,
  badPosition: msg`The search position is invalid, please search again`,
};

/** `[server text, translation]` pairs of {@link INPUT_MESSAGE_TEXTS}. */
export const INPUT_SERVER_MESSAGES: ReadonlyArray<readonly [string, MessageDescriptor]> = Object.entries(
  INPUT_MESSAGE_TEXTS,
).map(([key, descriptor]) => [TEXT_MESSAGES[key as keyof typeof TEXT_MESSAGES], descriptor] as const);
