import { describe, expect, it } from 'vitest';
import { serverErrorText } from './serverError';

describe('serverErrorText', () => {
  it("shows the server's message from an ApiError", () => {
    expect(serverErrorText({ status: 400, data: 'Incorrect e-mail or password' })).toBe('Incorrect e-mail or password');
  });
  it('falls back to a serialized error message', () => {
    expect(serverErrorText({ message: 'Rejected' })).toBe('Rejected');
  });
  it('is silent for aborts and empty errors', () => {
    expect(serverErrorText({ status: 'ABORTED', data: 'Aborted' })).toBeNull();
    expect(serverErrorText(undefined)).toBeNull();
    expect(serverErrorText({ status: 500, data: '' })).toBeNull();
  });
});
