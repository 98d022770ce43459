import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer';
import { renderUi } from './test/render';

describe('Drawer', () => {
  it('is a named dialog that closes with its button and Esc', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderUi(
      <Drawer open onOpenChange={onOpenChange} title="Want-tickets" description="5 left" footer={<a href="/make-real">How it works</a>}>
        <p>Log</p>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Want-tickets' })).toHaveAccessibleDescription('5 left');
    expect(screen.getByRole('link', { name: 'How it works' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
