import { describe, expect, it } from 'vitest';
import { validateIdTagClaim, validateShippingField } from './shipping';

describe('shipping form (docs/product.md §5)', () => {
  it('requires every field and checks lengths and the phone', () => {
    expect(validateShippingField('address', ' ')?.code).toBe('address.required');
    expect(validateShippingField('address', 'abc')?.code).toBe('address.length');
    expect(validateShippingField('address', '1 Main St, Springfield')).toBeNull();
    expect(validateShippingField('fullName', '')?.code).toBe('fullName.required');
    expect(validateShippingField('fullName', 'x'.repeat(61))?.code).toBe('fullName.length');
    expect(validateShippingField('phone', '')?.code).toBe('phone.required');
    expect(validateShippingField('phone', '12345')?.code).toBe('phone.invalid');
    expect(validateShippingField('phone', 'call me')?.code).toBe('phone.invalid');
    expect(validateShippingField('phone', '+1 (212) 555-0100')).toBeNull();
    expect(validateShippingField('phone', '13812345678')).toBeNull();
  });
});

describe('free ID tag (docs/product.md §5: US residents only)', () => {
  const ok = { name: 'Ada', country: 'US', address: { line1: '350 Fifth Ave', city: 'New York', state: 'ny', zip: '10118-0110' } };
  it('accepts a US name and address', () => {
    expect(validateIdTagClaim(ok)).toBeNull();
  });
  it('refuses other countries, unknown states and bad ZIP codes', () => {
    expect(validateIdTagClaim({ ...ok, country: 'CA' })?.code).toBe('idTag.notUs');
    expect(validateIdTagClaim({ ...ok, address: { ...ok.address, state: 'ZZ' } })?.code).toBe('idTag.state');
    expect(validateIdTagClaim({ ...ok, address: { ...ok.address, zip: '1011' } })?.code).toBe('idTag.zip');
    expect(validateIdTagClaim({ ...ok, name: ' ' })?.code).toBe('idTag.nameRequired');
  });
});
