import { useCallback } from 'react';
import type { Message } from '@aigc/api-client';
import { useMarkMessagesReadMutation } from '@aigc/store/messages';

/**
 * What opening a message does besides following its link (docs/product.md §4: the
 * read flag goes 0 → 1 when a message is opened): an unread message is marked
 * read (`markMessagesRead`, optimistic: the dot and the counts drop at once),
 * then `after` runs (e.g. the panel closes when the row navigates).
 * @param after called with the message after marking; e.g. close the panel.
 */
export function useOpenMessage(after?: (message: Message) => void) {
  const [markRead] = useMarkMessagesReadMutation();
  return useCallback(
    (message: Message) => {
      if (message.readFlag === 0) void markRead([message.msgId]);
      after?.(message);
    },
    [markRead, after],
  );
}
