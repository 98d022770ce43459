import { describe, expect, it } from 'vitest';
import { acceptsCurrentTerms, TERMS_REQUIRED_MESSAGE, TERMS_VERSION, termsAcceptanceNeeded } from './terms';
import { validateTermsAccepted } from './validation';

describe('terms acceptance (docs/auth.md "Terms")', () => {
  it('asks an account that never accepted, or accepted another version', () => {
    expect(termsAcceptanceNeeded(null)).toBe(true);
    expect(termsAcceptanceNeeded(undefined)).toBe(true);
    expect(termsAcceptanceNeeded('2020-01-01')).toBe(true);
    expect(termsAcceptanceNeeded(TERMS_VERSION)).toBe(false);
  });

  it('takes only the version in force as an acceptance', () => {
    expect(acceptsCurrentTerms(TERMS_VERSION)).toBe(true);
    expect(acceptsCurrentTerms('2020-01-01')).toBe(false);
    expect(acceptsCurrentTerms('')).toBe(false);
    expect(acceptsCurrentTerms(undefined)).toBe(false);
  });

  it('says what the checkbox rule says', () => {
    expect(validateTermsAccepted(false)?.message).toBe(TERMS_REQUIRED_MESSAGE);
    expect(validateTermsAccepted(true)).toBeNull();
  });
});
