import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, commentLength, validateComment } from './comments';

describe('validateComment', () => {
  it('refuses blank text', () => {
    expect(validateComment('   \n')?.code).toBe('comment.required');
  });
  it('accepts exactly COMMENT_MAX characters and refuses one more', () => {
    expect(validateComment('a'.repeat(COMMENT_MAX))).toBeNull();
    expect(validateComment('a'.repeat(COMMENT_MAX + 1))).toEqual({
      code: 'comment.tooLong',
      message: `A comment can be at most ${COMMENT_MAX} characters long`,
    });
  });
  it('counts code points of the trimmed text (an emoji counts once)', () => {
    expect(commentLength('  😀好 ')).toBe(2);
    expect(validateComment('😀'.repeat(COMMENT_MAX))).toBeNull();
  });
});
