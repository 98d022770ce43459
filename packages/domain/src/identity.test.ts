import { describe, expect, it } from 'vitest';
import { accountKind, isSafeRedirectPath, maskEmail, maskMobile } from './identity';

describe('account identifiers', () => {
  it('tells mobile numbers from e-mail addresses', () => {
    expect(accountKind(' 13812345678 ')).toBe('mobile');
    expect(accountKind('mira@example.com')).toBe('email');
    expect(accountKind('12812345678')).toBeNull();
    expect(accountKind('mira')).toBeNull();
  });

  it('masks mobile numbers and e-mail addresses', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('123')).toBe('123');
    expect(maskEmail('mira@example.com')).toBe('m***@example.com');
    expect(maskEmail('al@example.com')).toBe('a*@example.com');
    expect(maskEmail('a@example.com')).toBe('a*@example.com');
    expect(maskEmail('nope')).toBe('nope');
  });
});

describe('isSafeRedirectPath', () => {
  it('accepts in-app paths only', () => {
    expect(isSafeRedirectPath('/account?tab=1')).toBe(true);
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(isSafeRedirectPath(bad)).toBe(false);
    }
  });
});
