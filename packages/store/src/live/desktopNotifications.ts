import { MESSAGE_TYPE, messageTarget } from '@aigc/domain';
import { i18n } from '@aigc/i18n';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LiveMessage, LiveMessageContent } from './events';
import { notificationApi } from './notificationPermission';

const TITLES: Record<number, MessageDescriptor> = {
  [MESSAGE_TYPE.THRESHOLD_PASSED]: msg`A design you wanted will be made real`,
  6: msg`A design you wanted is ready — grab it`,
  7: msg`A design you wanted cannot be produced`,
  [MESSAGE_TYPE.WANTS_REFUNDED]: msg`A design you wanted cannot be made`,
  [MESSAGE_TYPE.MADE]: msg`A design you wanted has been made`,
};

const BODIES: Record<number, MessageDescriptor> = {
  [MESSAGE_TYPE.THRESHOLD_PASSED]: msg`It passed its want threshold. Fill in your shipping information.`,
  6: msg`Open it to get yours.`,
  7: msg`Please contact support.`,
  [MESSAGE_TYPE.WANTS_REFUNDED]: msg`Your want-tickets have been refunded.`,
  [MESSAGE_TYPE.MADE]: msg`Open it to see the real thing.`,
};

/**
 * Shows the desktop notification of a live message of type 5–9 (docs/product.md
 * §9) — only while the tab is hidden and the permission is granted. Its
 * text depends on the type; its icon is the design's poster. Clicking it
 * focuses the tab, closes it and calls `onOpen` with the in-app path of the
 * message (`/content/{contentId}`, the domain's `messageTarget`).
 * @returns the notification, or null when none was shown (tab visible, no
 *   permission, no API, or a type without a text).
 */
export function showDesktopNotification(
  message: LiveMessage,
  onOpen: (path: string) => void,
): Notification | null {
  const api = notificationApi();
  const title = TITLES[message.type];
  if (!api || api.permission !== 'granted' || !title) return null;
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return null;
  const content = message.content as LiveMessageContent;
  const target = messageTarget({ type: message.type, contentId: content.contentId ?? null });
  const body = BODIES[message.type];
  const notification = new api(i18n._(title), {
    body: body ? i18n._(body) : undefined,
    icon: content.posterImage ?? undefined,
    tag: `message:${content.msgId}`,
  });
  notification.onclick = () => {
    window.focus();
    notification.close();
    if (target?.kind === 'content') onOpen(`/content/${encodeURIComponent(target.contentId)}`);
    else if (target?.kind === 'path') onOpen(target.path);
  };
  return notification;
}
