import { describe, expect, it } from 'vitest';
import {
  activeMentionQuery,
  backspaceMention,
  insertMention,
  mentionPayload,
  reconcileMentions,
  type EditorMention,
  type EditorState,
} from './mentions';

const ann = { userId: 'a', name: 'Ann' };
const bo = { userId: 'b', name: 'Bo Li' };

/** Types `@query` at the end and picks `user`, as the dropdown does. */
function typeAndPick(state: EditorState, query: string, user: { userId: string; name: string }): EditorState {
  const text = state.text + `@${query}`;
  const mentions = reconcileMentions(state.text, text, state.mentions);
  const active = activeMentionQuery(text, text.length, mentions);
  if (!active) throw new Error('no active query');
  const next = insertMention({ text, mentions }, { start: active.start, caret: text.length }, user);
  if ('error' in next) throw new Error(next.error);
  return next;
}

const empty: EditorState = { text: '', mentions: [], caret: 0 };

describe('activeMentionQuery', () => {
  it('finds the @query before the caret, without whitespace, outside mentions', () => {
    expect(activeMentionQuery('hi @an', 6, [])).toEqual({ start: 3, query: 'an' });
    expect(activeMentionQuery('hi @', 4, [])).toEqual({ start: 3, query: '' });
    expect(activeMentionQuery('hi @an x', 8, [])).toBeNull();
    expect(activeMentionQuery('hi there', 8, [])).toBeNull();
    const m: EditorMention = { ...ann, startIndex: 0, endIndex: 4 };
    expect(activeMentionQuery('@Ann', 4, [m])).toBeNull();
  });
});

describe('typing', () => {
  it('inserts @name and a space, and keeps positions as text is typed before, between and after mentions', () => {
    let s = typeAndPick({ ...empty, text: 'Hi ' }, 'an', ann);
    expect(s).toMatchObject({ text: 'Hi @Ann ', caret: 8, mentions: [{ userId: 'a', startIndex: 3, endIndex: 7 }] });
    s = typeAndPick({ ...s, text: s.text + 'and ' }, 'bo', bo);
    expect(s.text).toBe('Hi @Ann and @Bo Li ');
    expect(s.mentions.map((m) => [m.startIndex, m.endIndex])).toEqual([
      [3, 7],
      [12, 18],
    ]);
    // Type at the very start: both shift.
    const typed = 'Oh! ' + s.text;
    const shifted = reconcileMentions(s.text, typed, s.mentions);
    expect(shifted.map((m) => [m.startIndex, m.endIndex])).toEqual([
      [7, 11],
      [16, 22],
    ]);
    expect(mentionPayload(typed, shifted)).toEqual([
      { userId: 'a', startIndex: 7, endIndex: 11 },
      { userId: 'b', startIndex: 16, endIndex: 22 },
    ]);
    // Type between them: only the second shifts.
    const between = 'Hi @Ann, and @Bo Li ';
    expect(reconcileMentions(s.text, between, s.mentions).map((m) => [m.startIndex, m.endIndex])).toEqual([
      [3, 7],
      [13, 19],
    ]);
  });

  it('works with characters outside the BMP (UTF-16 offsets)', () => {
    const s = typeAndPick({ ...empty, text: '🎉 ' }, 'a', ann);
    expect(s.mentions[0]).toMatchObject({ startIndex: 3, endIndex: 7 });
    expect(s.text.slice(3, 7)).toBe('@Ann');
  });

  it('refuses a second mention of the same person', () => {
    const s = typeAndPick(empty, 'a', ann);
    const text = s.text + '@An';
    expect(insertMention({ text, mentions: s.mentions }, { start: s.text.length, caret: text.length }, ann)).toEqual({ error: 'duplicate' });
  });

  it('refuses an insert past the length limit', () => {
    expect(insertMention({ text: 'x'.repeat(297) + '@', mentions: [] }, { start: 297, caret: 298 }, ann, 300)).toEqual({ error: 'tooLong' });
  });
});

describe('deleting', () => {
  it('Backspace at the end of a mention removes it whole and shifts the ones after', () => {
    let s = typeAndPick({ ...empty, text: 'Hi ' }, 'a', ann);
    s = typeAndPick(s, 'b', bo); // 'Hi @Ann @Bo Li '
    const r = backspaceMention(s.text, s.mentions, 7, 7);
    expect(r).toEqual({ text: 'Hi  @Bo Li ', caret: 3, mentions: [{ ...bo, startIndex: 4, endIndex: 10 }] });
  });
  it('Backspace inside a mention removes it whole too; elsewhere it acts normally', () => {
    const s = typeAndPick(empty, 'a', ann); // '@Ann '
    expect(backspaceMention(s.text, s.mentions, 2, 2)?.text).toBe(' ');
    expect(backspaceMention(s.text, s.mentions, 5, 5)).toBeNull(); // after the space
    expect(backspaceMention(s.text, s.mentions, 0, 0)).toBeNull();
    expect(backspaceMention(s.text, s.mentions, 1, 3)).toBeNull(); // a selection: normal delete
  });
  it('deleting a character inside a mention by other means drops the mention', () => {
    const s = typeAndPick(empty, 'a', ann);
    const next = '@An ';
    expect(reconcileMentions(s.text, next, s.mentions)).toEqual([]);
    expect(mentionPayload(next, s.mentions)).toEqual([]);
  });
  it('cutting text before a mention shifts it', () => {
    const s = typeAndPick({ ...empty, text: 'Hello there ' }, 'a', ann);
    const next = 'Hello @Ann ';
    expect(reconcileMentions(s.text, next, s.mentions)).toEqual([{ ...ann, startIndex: 6, endIndex: 10 }]);
  });
});

describe('pasting', () => {
  it('pasting before a mention shifts it; pasting over it drops it', () => {
    const s = typeAndPick({ ...empty, text: 'to ' }, 'b', bo); // 'to @Bo Li '
    const pasted = 'to my dear friend ' + s.text.slice(3);
    expect(reconcileMentions(s.text, pasted, s.mentions)).toEqual([{ ...bo, startIndex: 18, endIndex: 24 }]);
    const over = 'to PASTED ';
    expect(reconcileMentions(s.text, over, s.mentions)).toEqual([]);
  });
  it('pasted text that merely looks like a mention is not one', () => {
    expect(reconcileMentions('', 'hi @Ann', [])).toEqual([]);
  });
});
