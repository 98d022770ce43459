/**
 * Comment rules (docs/product.md §2 'Content detail': comments and replies), shared by
 * the server (which enforces them) and the clients (counter, send button).
 * docs/product.md gives no number; 500 characters is the usual size of a community
 * comment box and keeps a thread readable.
 */
import { isBlankText } from './text';

/** Maximum length of a comment or reply, in characters (code points, after trimming). */
export const COMMENT_MAX = 500;

/** Codes of {@link validateComment}. */
export type CommentValidationCode = 'comment.required' | 'comment.tooLong';

/** A failed comment rule: stable `code` for clients, English `message` for the server's `msg`. */
export interface CommentIssue {
  code: CommentValidationCode;
  message: string;
}

/** Length of a comment as counted by {@link validateComment}: code points of the trimmed text. */
export function commentLength(text: string): number {
  return [...text.trim()].length;
}

/**
 * A comment or reply: not blank (white space and invisible characters only, {@link isBlankText}), at most {@link COMMENT_MAX} characters
 * (code points of the trimmed text, so an emoji counts once).
 * @returns `comment.required` | `comment.tooLong`, or null when acceptable.
 */
export function validateComment(text: string): CommentIssue | null {
  const length = commentLength(text);
  if (isBlankText(text)) return { code: 'comment.required', message: 'Please write a comment' };
  if (length > COMMENT_MAX) {
    return { code: 'comment.tooLong', message: `A comment can be at most ${COMMENT_MAX} characters long` };
  }
  return null;
}
