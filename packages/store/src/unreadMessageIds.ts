import { LIST_PAGE_SIZE } from '@aigc/domain';

/**
 * localStorage key of the ids of the unread messages the client has seen
 * (docs/product.md §3 'Browser storage': "unread message ids"). The value is a JSON
 * array of message ids, newest first, at most {@link LIST_PAGE_SIZE} long.
 */
export const UNREAD_MESSAGE_IDS_STORAGE_KEY = 'unreadMsgIds';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access denied (privacy mode, sandboxed iframe)
  }
}

/**
 * The unread message ids kept under {@link UNREAD_MESSAGE_IDS_STORAGE_KEY}, newest
 * first; [] when nothing (or something unreadable) is stored.
 */
export function readUnreadMessageIds(): string[] {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(UNREAD_MESSAGE_IDS_STORAGE_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: readonly string[]): void {
  try {
    const store = storage();
    if (!store) return;
    if (ids.length === 0) store.removeItem(UNREAD_MESSAGE_IDS_STORAGE_KEY);
    else store.setItem(UNREAD_MESSAGE_IDS_STORAGE_KEY, JSON.stringify(ids.slice(0, LIST_PAGE_SIZE)));
  } catch {
    // quota or access errors: the ids are a convenience, the server keeps the truth
  }
}

/**
 * A list page arrived: its unread messages join the stored ids (in front, newest
 * first) and its read ones leave them. Called by the message list queries.
 */
export function unreadMessageIdsListed(messages: readonly { msgId: string; readFlag: number }[]): void {
  const unread = messages.filter((m) => m.readFlag === 0).map((m) => m.msgId);
  const listed = new Set(messages.map((m) => m.msgId));
  const kept = readUnreadMessageIds().filter((id) => !listed.has(id));
  write([...unread, ...kept]);
}

/**
 * Forgets every stored unread message id (the user signed out, or read all).
 * Kept apart from the rest so the store's sign-out listener carries only this.
 */
export function clearUnreadMessageIds(): void {
  try {
    storage()?.removeItem(UNREAD_MESSAGE_IDS_STORAGE_KEY);
  } catch {
    // access errors: nothing to forget
  }
}

/** Messages were marked read: their ids leave the stored ones (`'all'` empties them). */
export function unreadMessageIdsRead(ids: readonly string[] | 'all'): void {
  if (ids === 'all') {
    clearUnreadMessageIds();
    return;
  }
  const gone = new Set(ids);
  write(readUnreadMessageIds().filter((id) => !gone.has(id)));
}
