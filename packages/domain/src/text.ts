/**
 * Rules for text people send (docs/security.md 'Input hygiene, deletion and
 * rewards'): the server applies them to every string of a request before its
 * schema runs; the clients may apply them before sending.
 */

/** Messages of the request hygiene (English; the clients translate them, docs/security.md 'Input hygiene, deletion and rewards'). */
export const TEXT_MESSAGES = {
  /** A NUL character (U+0000) anywhere in a request's strings. */
  nul: 'The text contains a character that is not allowed',
  /** A request body nested deeper than the server walks. */
  tooDeep: 'The request is nested too deeply',
  /** A multipart body the parser cannot read (no, a wrong or an unclosed boundary). */
  uploadUnreadable: 'The upload could not be read, please retry',
  /** A paging token (cursor, search session) that is not one the server made. */
  badPosition: 'The search position is invalid, please search again',
} as const;

/**
 * Invisible characters that only hide or reorder text, removed from every
 * string by {@link cleanText}: the bidirectional controls (U+061C, U+200E,
 * U+200F, U+202A–U+202E, U+2066–U+2069), the zero-width space U+200B, the word
 * joiner and invisible operators U+2060–U+2064, U+180E and the byte-order mark
 * U+FEFF. The zero-width joiner and non-joiner (U+200D, U+200C) and the
 * variation selectors stay: emoji sequences and several scripts need them.
 */
export const INVISIBLE_CONTROL_RE = /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/** True when `text` holds a NUL character (U+0000). */
export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/** `text` without the characters of {@link INVISIBLE_CONTROL_RE}. */
export function cleanText(text: string): string {
  return text.replace(INVISIBLE_CONTROL_RE, '');
}

// White space, default-ignorable code points (joiners, variation selectors,
// other format characters) and the Hangul fillers, which render blank.
const BLANK_RE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u115F\u1160\u3164\uFFA0]*$/u;

/**
 * True when `text` shows nothing: empty, or only white space and characters
 * that render blank (zero-width characters, joiners, variation selectors,
 * Hangul fillers). Required text fields refuse it with their own empty-field
 * message (docs/product.md §5).
 */
export function isBlankText(text: string): boolean {
  return BLANK_RE.test(text);
}
