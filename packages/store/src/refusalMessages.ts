import type { MessageDescriptor } from '@lingui/core';
import { INPUT_SERVER_MESSAGES } from './inputMessages';
import { translateLimitMessage } from './limitMessages';
import type { ServerMessageTranslator } from './serverMessages';

const input = new Map<string, MessageDescriptor>(INPUT_SERVER_MESSAGES);

/**
 * The refusals any call can meet: the request hygiene's (docs/security.md
 * 'Input hygiene, deletion and rewards') and the limits' (docs/security.md
 * 'Limits and lockouts'). The base query loads this module on the first
 * refused call, so neither table is in the apps' entry chunks.
 */
export const translateRefusal: ServerMessageTranslator = (text) => input.get(text) ?? translateLimitMessage(text);
