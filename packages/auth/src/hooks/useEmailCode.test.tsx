import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderHookWithProviders, stubFetch } from '@aigc/store/testing';
import { useEmailCode } from './useEmailCode';

afterEach(() => vi.unstubAllGlobals());

const form = (email: string, valid = true) => ({ values: { email }, validateField: vi.fn(() => valid), focus: vi.fn() });

describe('useEmailCode', () => {
  it('sends nothing for an invalid e-mail and focuses it', async () => {
    const calls = stubFetch({});
    const invalid = form('nope', false);
    const onSend = vi.fn();
    const { result } = renderHookWithProviders(() => useEmailCode({ form: invalid, onSend }));
    await expect(result.current.send()).resolves.toBe(false);
    expect(onSend).toHaveBeenCalled();
    expect(invalid.focus).toHaveBeenCalledWith('email');
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed e-mail with the code type and reports it sent', async () => {
    const calls = stubFetch({ '/aigc/api/auth/register/email/code': () => envelope(null) });
    const { result } = renderHookWithProviders(() => useEmailCode({ form: form(' mira@example.com '), type: 'FORGET_PASSWORD' }));
    let ok = false;
    await act(async () => {
      ok = await result.current.send();
    });
    expect(ok).toBe(true);
    // POST with a JSON body: sending mail is a side effect (docs/auth.md 'Limits').
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ email: 'mira@example.com', type: 'FORGET_PASSWORD' });
    await waitFor(() => expect(result.current.sent).toBe(true));
  });

  it('resolves false with the error kept when the server refuses', async () => {
    stubFetch({ '/aigc/api/auth/register/email/code': () => envelope(null, 400, 'Too many codes') });
    const { result } = renderHookWithProviders(() => useEmailCode({ form: form('mira@example.com') }));
    let ok = true;
    await act(async () => {
      ok = await result.current.send();
    });
    expect(ok).toBe(false);
    await waitFor(() => expect(result.current.error).toMatchObject({ data: 'Too many codes' }));
    expect(result.current.sent).toBe(false);
  });
});
