import { describe, expect, it } from 'vitest';
import { loginDialogClosed, loginDialogOpened, toastDismissed, toastShown, uiSlice } from './ui';

const reduce = uiSlice.reducer;

describe('ui reducer', () => {
  it('keeps one toast: the newest replaces the current one (docs/product.md §4)', () => {
    const first = reduce(undefined, toastShown({ message: 'a', kind: 'error' }));
    expect(first.toast).toMatchObject({ message: 'a', kind: 'error', durationMs: 3000 });
    const second = reduce(first, toastShown({ message: 'b', durationMs: 0 }));
    expect(second.toast).toMatchObject({ message: 'b', kind: 'info', durationMs: 0 });
    expect(second.toast?.id).not.toBe(first.toast?.id);
  });

  it("uses the edition's default duration for toasts without one (docs/product.md §4: China 2 s)", () => {
    const china = { ...uiSlice.getInitialState(), defaultToastMs: 2000 };
    expect(reduce(china, toastShown({ message: 'a' })).toast?.durationMs).toBe(2000);
    expect(reduce(china, toastShown({ message: 'b', durationMs: 0 })).toast?.durationMs).toBe(0);
  });

  it('dismisses only the toast it names', () => {
    const first = reduce(undefined, toastShown({ message: 'a' }));
    const second = reduce(first, toastShown({ message: 'b' }));
    expect(reduce(second, toastDismissed(first.toast!.id)).toast?.message).toBe('b');
    expect(reduce(second, toastDismissed(second.toast!.id)).toast).toBeNull();
  });

  it('opens the login dialog with a redirect and closability, and closes it', () => {
    const open = reduce(undefined, loginDialogOpened({ redirect: '/account', closable: false }));
    expect(open.loginDialog).toEqual({ open: true, redirect: '/account', closable: false });
    expect(reduce(undefined, loginDialogOpened()).loginDialog).toEqual({
      open: true,
      redirect: null,
      closable: true,
    });
    expect(reduce(open, loginDialogClosed()).loginDialog.open).toBe(false);
  });
});
