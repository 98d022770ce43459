import { describe, expect, it } from 'vitest';
import { maskTarget, verifyChannel } from './mask';

describe('reset target (docs/product.md §2 forgot-password steps)', () => {
  it('masks phones and e-mails, and keeps what the server masked', () => {
    expect(maskTarget('13800138000')).toBe('138****8000');
    expect(maskTarget('mei.lin@example.com')).toBe('m******@example.com');
    expect(maskTarget('a@x.cn')).toBe('a***@x.cn');
    expect(maskTarget('138****8000')).toBe('138****8000');
  });

  it('tells the channel from validateType, else from the target', () => {
    expect(verifyChannel('MOBILE', 'x')).toBe('mobile');
    expect(verifyChannel('email', '138')).toBe('email');
    expect(verifyChannel(1, '')).toBe('mobile');
    expect(verifyChannel('OTHER', 'a***@x.cn')).toBe('email');
    expect(verifyChannel('OTHER', '138****8000')).toBe('mobile');
  });
});
