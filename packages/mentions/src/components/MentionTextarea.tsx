import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MentionCandidate } from '@aigc/api-client';
import { track } from '@aigc/store';
import { TextArea } from '@aigc/ui';
import { useMentionSearch } from '../hooks/useMentionSearch';
import {
  activeMentionQuery,
  backspaceMention,
  insertMention,
  reconcileMentions,
  type EditorMention,
} from '../util/mentions';
import { MentionList } from './MentionList';

/** Length in code points (an emoji counts once). */
function codePoints(text: string): number {
  return [...text].length;
}

/** The textarea's value: text plus mentions. */
export interface MentionValue {
  text: string;
  mentions: EditorMention[];
}

/** Props of {@link MentionTextarea}. */
export interface MentionTextareaProps {
  value: MentionValue;
  onChange: (value: MentionValue) => void;
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  placeholder?: string;
  /** Page name sent with click_mention (docs/product.md §7 'Tracking'). */
  pageName: string;
  /** The most characters the text may hold (the caller's rule, e.g. DESCRIPTION_MAX, COMMENT_MAX). */
  maxLength: number;
  /** Shown when the text is longer than `maxLength`, or a mention would make it so. */
  tooLongMessage: string;
  /** Length of the text as the caller's rule counts it; default: code points. */
  lengthOf?: (text: string) => number;
  /** Another error to show under the field (when the text is not too long). */
  error?: string | undefined;
  /** Visible rows (default 4). */
  rows?: number;
  autoFocus?: boolean;
  /** Keys the mention dropdown does not take (e.g. Ctrl/⌘+Enter to send). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

/** What the parent can do: the @ button inserts '@' at the caret and opens the dropdown. */
export interface MentionTextareaHandle {
  startMention(): void;
}

/**
 * A textarea with @-mentions — the publish dialog's description and the
 * comment boxes (docs/product.md §2 step 2, §4 'Mention dropdown', §5, §8),
 * with a `length/maxLength` counter: typing '@' opens a dropdown of creators from
 * `GET /search/authors/mention`; the search is debounced 300 ms (0 ms for an
 * empty query), a new query restarts paging, and the list loads the next
 * page (cursor + sessionId) within 30 px of its bottom. Arrow keys and Enter
 * pick, Esc closes. Picking inserts '@name ' as one unit: Backspace removes
 * it whole; edits inside it drop it. Mentioning someone twice shows 'You
 * already @'d them'. Errors and empty results show 'No related creators
 * found, try other input'.
 */
export const MentionTextarea = forwardRef<MentionTextareaHandle, MentionTextareaProps>(function MentionTextarea(
  {
    value,
    onChange,
    label,
    hideLabel,
    placeholder,
    pageName,
    maxLength,
    tooLongMessage,
    lengthOf = codePoints,
    error,
    rows = 4,
    autoFocus,
    onKeyDown: onOtherKey,
  },
  ref,
) {
  const { t } = useLingui();
  const listId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [active, setActive] = useState<{ start: number; query: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const caretAfter = useRef<number | null>(null);

  const count = lengthOf(value.text);
  const search = useMentionSearch(active?.query ?? null);
  const { items, highlight, setHighlight } = search;

  // Put the caret where the last programmatic edit wants it.
  useEffect(() => {
    if (caretAfter.current !== null && textarea.current) {
      textarea.current.setSelectionRange(caretAfter.current, caretAfter.current);
      caretAfter.current = null;
    }
  });

  const refreshActive = (text: string, caret: number, mentions: readonly EditorMention[]) => {
    const next = activeMentionQuery(text, caret, mentions);
    setActive(next);
    if (!next) setNotice(null);
  };

  useImperativeHandle(ref, () => ({
    startMention() {
      const el = textarea.current;
      const caret = el ? el.selectionStart : value.text.length;
      if (count >= maxLength) return;
      const text = `${value.text.slice(0, caret)}@${value.text.slice(caret)}`;
      const mentions = reconcileMentions(value.text, text, value.mentions);
      onChange({ text, mentions });
      caretAfter.current = caret + 1;
      setActive({ start: caret, query: '' });
      el?.focus();
    },
  }));

  const pick = (candidate: MentionCandidate) => {
    if (!active) return;
    const caret = textarea.current?.selectionStart ?? active.start + 1 + active.query.length;
    const result = insertMention(
      value,
      { start: active.start, caret: Math.max(caret, active.start + 1) },
      { userId: candidate.uuid, name: candidate.name },
      maxLength,
      lengthOf,
    );
    if ('error' in result) {
      setNotice(result.error === 'duplicate' ? t`You already @'d them` : tooLongMessage);
      return;
    }
    track('click_mention', { page_name: pageName, to_user_id: candidate.uuid });
    onChange({ text: result.text, mentions: result.mentions });
    caretAfter.current = result.caret;
    setActive(null);
    setNotice(null);
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const el = event.currentTarget;
    if (active && items.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setHighlight((h) => (h + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
        return;
      }
      if (event.key === 'Enter') {
        event.preventDefault();
        const candidate = items[highlight];
        if (candidate) pick(candidate);
        return;
      }
    }
    if (active && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setActive(null);
      return;
    }
    if (event.key === 'Backspace') {
      const result = backspaceMention(value.text, value.mentions, el.selectionStart, el.selectionEnd);
      if (result) {
        event.preventDefault();
        onChange({ text: result.text, mentions: result.mentions });
        caretAfter.current = result.caret;
        setActive(null);
        return;
      }
    }
    onOtherKey?.(event);
  };

  const open = active !== null;

  return (
    <div className="mn-mention">
      <TextArea
        ref={textarea}
        label={label}
        hideLabel={hideLabel}
        rows={rows}
        value={value.text}
        placeholder={placeholder}
        autoFocus={autoFocus}
        hint={`${count}/${maxLength}`}
        error={count > maxLength ? tooLongMessage : error}
        role="combobox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open && items[highlight] ? `${listId}-${items[highlight].uuid}` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          const mentions = reconcileMentions(value.text, text, value.mentions);
          onChange({ text, mentions });
          refreshActive(text, event.target.selectionStart, mentions);
        }}
        onSelect={(event) => refreshActive(value.text, event.currentTarget.selectionStart, value.mentions)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setActive(null), 150)}
      />
      {open ? <MentionList listId={listId} search={search} notice={notice} onPick={pick} /> : null}
    </div>
  );
});
