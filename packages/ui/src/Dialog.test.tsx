import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, Dialog } from './Dialog';
import { renderUi } from './test/render';

describe('Dialog', () => {
  it('is a named modal dialog that closes with its close button and Esc', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderUi(
      <Dialog open onOpenChange={onOpenChange} title="Sign in" description="Welcome back">
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAccessibleDescription('Welcome back');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('non-closable: no close button, Esc and outside clicks are ignored (docs/product.md §2)', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderUi(
      <Dialog open onOpenChange={onOpenChange} title="Bind your phone" closable={false}>
        <button type="button">Inside</button>
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    const overlay = document.querySelector('.ui-dialog__overlay');
    if (!overlay) throw new Error('no overlay');
    fireEvent.pointerDown(overlay);
    fireEvent.pointerDown(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Bind your phone' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderUi(<Dialog open={false} onOpenChange={() => undefined} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('confirms and cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(
      <ConfirmDialog
        open
        title="Unfollow?"
        message="You will stop seeing their posts."
        confirmLabel="Unfollow"
        cancelLabel="Keep"
        onConfirm={onConfirm}
        onCancel={onCancel}
        danger
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
