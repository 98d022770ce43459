import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateEmail,
  validateEmailCode,
  validateNickname,
  validatePassword,
  validatePasswordCn,
  validatePasswordMatch,
  validatePrompt,
  validateMobile,
  validatePublish,
  validateTermsAccepted,
  validateUploadImage,
} from './validation';

describe('validateEmail', () => {
  it('accepts ordinary addresses, trimming spaces', () => {
    expect(validateEmail('ada@example.com')).toBeNull();
    expect(validateEmail('  first.last+tag@mail.example.co.uk ')).toBeNull();
  });
  it('rejects empty and malformed addresses with stable codes', () => {
    expect(validateEmail('')?.code).toBe('email.required');
    expect(validateEmail('   ')?.code).toBe('email.required');
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'a@b@c.com', 'ada@.com']) {
      expect(validateEmail(bad)?.code, bad).toBe('email.invalid');
    }
    expect(validateEmail(`${'a'.repeat(250)}@x.com`)?.code).toBe('email.invalid');
  });
  it('gives an English sentence as the message', () => {
    expect(validateEmail('x')?.message).toMatch(/valid e-mail/);
  });
});

describe('validatePassword (international, docs/product.md §5)', () => {
  it('accepts 6–20 characters with a letter and a digit', () => {
    expect(validatePassword('abc123')).toBeNull();
    expect(validatePassword('a1'.repeat(10))).toBeNull();
    expect(validatePassword('Pass-word!9')).toBeNull();
  });
  it('rejects by rule', () => {
    expect(validatePassword('')?.code).toBe('password.required');
    expect(validatePassword('ab12')?.code).toBe('password.length');
    expect(validatePassword('ab12345')).toBeNull();
    expect(validatePassword('a1'.repeat(10) + 'x')?.code).toBe('password.length');
    expect(validatePassword('abc 123')?.code).toBe('password.spaces');
    expect(validatePassword('abcdefg')?.code).toBe('password.letterAndDigit');
    expect(validatePassword('1234567')?.code).toBe('password.letterAndDigit');
  });
  it('property: any accepted password has 6–20 code points, a letter, a digit and no space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        if (validatePassword(s) === null) {
          const n = [...s].length;
          expect(n).toBeGreaterThanOrEqual(6);
          expect(n).toBeLessThanOrEqual(20);
          expect(/\s/u.test(s)).toBe(false);
          expect(/\p{L}/u.test(s) && /\p{Nd}/u.test(s)).toBe(true);
        }
      }),
    );
  });
  it('property: letter + digit + filler of allowed length is accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9_!#]{4,18}$/), (filler) => {
        expect(validatePassword(`a1${filler}`)).toBeNull();
      }),
    );
  });
});

describe('validatePasswordMatch', () => {
  it('requires a confirmation equal to the password', () => {
    expect(validatePasswordMatch('abc123', 'abc123')).toBeNull();
    expect(validatePasswordMatch('abc123', '')?.code).toBe('passwordConfirm.required');
    expect(validatePasswordMatch('abc123', 'abc124')?.code).toBe('passwordConfirm.mismatch');
  });
});

describe('validateNickname', () => {
  it('requires 2–20 characters after trimming', () => {
    expect(validateNickname('  ')?.code).toBe('nickname.required');
    expect(validateNickname(' a ')?.code).toBe('nickname.length');
    expect(validateNickname('Ada')).toBeNull();
    expect(validateNickname('小明')).toBeNull();
    expect(validateNickname('x'.repeat(20))).toBeNull();
    expect(validateNickname('x'.repeat(21))?.code).toBe('nickname.length');
  });
});

describe('validateEmailCode', () => {
  it('accepts exactly 6 digits', () => {
    expect(validateEmailCode('012345')).toBeNull();
    expect(validateEmailCode(' 123456 ')).toBeNull();
    expect(validateEmailCode('')?.code).toBe('code.required');
    for (const bad of ['12345', '1234567', '12a456', '１２３４５６']) {
      expect(validateEmailCode(bad)?.code, bad).toBe('code.invalid');
    }
  });
  it('property: every 6-digit string passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        expect(validateEmailCode(String(n).padStart(6, '0'))).toBeNull();
      }),
    );
  });
});

describe('validatePrompt', () => {
  it('requires text up to 2000 characters', () => {
    expect(validatePrompt(' ')?.code).toBe('prompt.required');
    expect(validatePrompt('a cat')).toBeNull();
    expect(validatePrompt('x'.repeat(2000))).toBeNull();
    expect(validatePrompt('x'.repeat(2001))?.code).toBe('prompt.tooLong');
  });
});

describe('validatePublish (docs/product.md §5)', () => {
  const ok = { title: 'My work', description: '', imageCount: 1 };
  it('accepts the limits exactly', () => {
    expect(validatePublish(ok)).toBeNull();
    expect(validatePublish({ ...ok, title: 't'.repeat(50), description: 'd'.repeat(300), imageCount: 9 })).toBeNull();
  });
  it('rejects each limit', () => {
    expect(validatePublish({ ...ok, imageCount: 0 })?.code).toBe('publish.noImage');
    expect(validatePublish({ ...ok, imageCount: 10 })?.code).toBe('publish.tooManyImages');
    expect(validatePublish({ ...ok, title: 't'.repeat(51) })?.code).toBe('publish.titleTooLong');
    expect(validatePublish({ ...ok, title: '  ' })).toEqual({ code: 'publish.titleRequired', message: 'Please enter a title' });
    expect(validatePublish({ ...ok, description: 'd'.repeat(301) })?.code).toBe('publish.descriptionTooLong');
  });
  it('honours an injected lower maximum but never exceeds 9', () => {
    expect(validatePublish({ ...ok, imageCount: 2, maxImages: 1 })?.message).toBe('At most 1 images can be published');
    expect(validatePublish({ ...ok, imageCount: 10, maxImages: 20 })?.code).toBe('publish.tooManyImages');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(validatePublish({ ...ok, title: '😀'.repeat(50) })).toBeNull();
  });
});

describe('validateMobile (docs/product.md §5)', () => {
  it('accepts 11 digits starting with 1 then 3–9', () => {
    expect(validateMobile('13800138000')).toBeNull();
    expect(validateMobile(' 19912345678 ')).toBeNull();
    expect(validateMobile('')?.code).toBe('mobile.required');
    for (const bad of ['12800138000', '1380013800', '138001380001', '1380013800a']) {
      expect(validateMobile(bad)?.code, bad).toBe('mobile.invalid');
    }
  });
});

describe('validateTermsAccepted (docs/product.md §5)', () => {
  it('requires the box to be ticked', () => {
    expect(validateTermsAccepted(true)).toBeNull();
    expect(validateTermsAccepted(false)?.code).toBe('terms.required');
  });
});

describe('validateUploadImage (docs/product.md §5)', () => {
  const png = { type: 'image/png', sizeBytes: 1000, width: 800, height: 600 };
  it('accepts jpeg, jpg, png and webp within size and ratio', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp']) {
      expect(validateUploadImage({ ...png, type }), type).toBeNull();
    }
    expect(validateUploadImage({ type: 'image/png', sizeBytes: 20 * 1024 * 1024 })).toBeNull();
  });
  it('rejects gif and heic, files over 20 MiB and ratios beyond 1:2..2:1', () => {
    expect(validateUploadImage({ ...png, type: 'image/gif' })?.code).toBe('upload.format');
    expect(validateUploadImage({ ...png, type: 'image/heic' })?.code).toBe('upload.format');
    expect(validateUploadImage({ ...png, sizeBytes: 20 * 1024 * 1024 + 1 })?.code).toBe('upload.tooLarge');
    expect(validateUploadImage({ ...png, width: 2001, height: 1000 })?.code).toBe('upload.ratio');
    expect(validateUploadImage({ ...png, width: 499, height: 1000 })?.code).toBe('upload.ratio');
    expect(validateUploadImage({ ...png, width: 2000, height: 1000 })).toBeNull();
  });
});

describe('validatePasswordCn (China, docs/product.md §5)', () => {
  it('needs 6–20 characters without spaces and two of letters, digits and specials', () => {
    expect(validatePasswordCn('')?.code).toBe('password.required');
    expect(validatePasswordCn('a1!')?.code).toBe('password.length');
    expect(validatePasswordCn('abc 123')?.code).toBe('password.spaces');
    expect(validatePasswordCn('abcdefg')?.code).toBe('password.twoKinds');
    expect(validatePasswordCn('1234567')?.code).toBe('password.twoKinds');
    expect(validatePasswordCn('!@#$%^')?.code).toBe('password.twoKinds');
    expect(validatePasswordCn('123!@#')).toBeNull();
    expect(validatePasswordCn('abc123')).toBeNull();
    expect(validatePasswordCn('密码abc!')).toBeNull();
  });
});
