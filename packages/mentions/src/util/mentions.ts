/**
 * The @-mention editor's text model (docs/product.md §3 mentionUser, §4 'Mention
 * dropdown', §5). A mention covers `[startIndex, endIndex)` of the
 * description — UTF-16 offsets, as a textarea's selection — and the covered
 * text is `@<name>`. Pure functions: the component keeps `{ text, mentions }`
 * and replaces both with what these return.
 */
import { MENTION_PREFIX } from '@aigc/domain';

/** A mention in the editor: who, where, and the name shown. */
export interface EditorMention {
  userId: string;
  name: string;
  startIndex: number;
  endIndex: number;
}

/** The editor's state after an edit, with where the caret goes. */
export interface EditorState {
  text: string;
  mentions: EditorMention[];
  caret: number;
}

/**
 * The '@query' being typed at the caret, or null: an `@` before the caret
 * with no whitespace between, not inside an existing mention. `start` is the
 * index of the `@`.
 */
export function activeMentionQuery(
  text: string,
  caret: number,
  mentions: readonly EditorMention[],
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf(MENTION_PREFIX);
  if (at < 0) return null;
  const query = before.slice(at + MENTION_PREFIX.length);
  if (/\s/.test(query)) return null;
  if (mentions.some((m) => at >= m.startIndex && at < m.endIndex)) return null;
  return { start: at, query };
}

/**
 * Mentions after the text changed from `prev` to `next` (typing, pasting,
 * cutting, any edit): the changed span is found by the common prefix and
 * suffix; mentions wholly before it stay, wholly after it shift by the length
 * change, and any mention the edit touched is dropped (its text no longer
 * reads @name). Typing right after a mention's end does not touch it.
 */
export function reconcileMentions(prev: string, next: string, mentions: readonly EditorMention[]): EditorMention[] {
  if (prev === next) return [...mentions];
  let start = 0;
  const maxStart = Math.min(prev.length, next.length);
  while (start < maxStart && prev[start] === next[start]) start += 1;
  let prevEnd = prev.length;
  let nextEnd = next.length;
  while (prevEnd > start && nextEnd > start && prev[prevEnd - 1] === next[nextEnd - 1]) {
    prevEnd -= 1;
    nextEnd -= 1;
  }
  const delta = next.length - prev.length;
  const kept: EditorMention[] = [];
  for (const m of mentions) {
    if (m.endIndex <= start) {
      kept.push(m);
    } else if (m.startIndex >= prevEnd) {
      kept.push({ ...m, startIndex: m.startIndex + delta, endIndex: m.endIndex + delta });
    }
  }
  return kept.filter((m) => next.slice(m.startIndex, m.endIndex) === `${MENTION_PREFIX}${m.name}`);
}

/**
 * Backspace with a collapsed caret at the end of (or inside) a mention
 * removes the whole mention (docs/product.md §4 'Backspace removes a mention as a
 * whole'). Returns the new state, or null when Backspace should act normally.
 */
export function backspaceMention(
  text: string,
  mentions: readonly EditorMention[],
  selectionStart: number,
  selectionEnd: number,
): EditorState | null {
  if (selectionStart !== selectionEnd) return null;
  const caret = selectionStart;
  const hit = mentions.find((m) => caret > m.startIndex && caret <= m.endIndex);
  if (!hit) return null;
  const length = hit.endIndex - hit.startIndex;
  return {
    text: text.slice(0, hit.startIndex) + text.slice(hit.endIndex),
    mentions: mentions
      .filter((m) => m !== hit)
      .map((m) => (m.startIndex >= hit.endIndex ? { ...m, startIndex: m.startIndex - length, endIndex: m.endIndex - length } : m)),
    caret: hit.startIndex,
  };
}

/** Why {@link insertMention} refused. */
export type InsertMentionError = 'duplicate' | 'tooLong';

/**
 * Replaces the '@query' at `[start, caret)` by `@<name> ` and records the
 * mention (docs/product.md §4). Refuses a person already mentioned (docs/product.md §5 'you
 * already @'d them') and an insert that would pass `maxLength` characters
 * as `lengthOf` counts them (default: code points).
 */
export function insertMention(
  state: { text: string; mentions: readonly EditorMention[] },
  at: { start: number; caret: number },
  user: { userId: string; name: string },
  maxLength = Infinity,
  lengthOf: (text: string) => number = (text) => [...text].length,
): EditorState | { error: InsertMentionError } {
  if (state.mentions.some((m) => m.userId === user.userId)) return { error: 'duplicate' };
  const token = `${MENTION_PREFIX}${user.name}`;
  const inserted = `${token} `;
  const text = state.text.slice(0, at.start) + inserted + state.text.slice(at.caret);
  if (lengthOf(text) > maxLength) return { error: 'tooLong' };
  const removed = at.caret - at.start;
  const delta = inserted.length - removed;
  const mentions = state.mentions
    .filter((m) => m.endIndex <= at.start || m.startIndex >= at.caret)
    .map((m) => (m.startIndex >= at.caret ? { ...m, startIndex: m.startIndex + delta, endIndex: m.endIndex + delta } : m));
  mentions.push({ userId: user.userId, name: user.name, startIndex: at.start, endIndex: at.start + token.length });
  mentions.sort((a, b) => a.startIndex - b.startIndex);
  return { text, mentions, caret: at.start + inserted.length };
}

/** The payload's mentionUser (docs/product.md §3): only mentions whose text still reads @name. */
export function mentionPayload(text: string, mentions: readonly EditorMention[]) {
  return mentions
    .filter((m) => text.slice(m.startIndex, m.endIndex) === `${MENTION_PREFIX}${m.name}`)
    .map((m) => ({ userId: m.userId, startIndex: m.startIndex, endIndex: m.endIndex }));
}
