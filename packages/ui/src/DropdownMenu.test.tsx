import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from './DropdownMenu';
import { renderUi } from './test/render';

describe('DropdownMenu', () => {
  it('opens from its trigger by keyboard and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderUi(
      <DropdownMenu trigger={<button type="button">Account</button>}>
        <DropdownMenuLabel>Ada</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href="/account">Personal homepage</a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>Log out</DropdownMenuItem>
      </DropdownMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Personal homepage' })).toHaveAttribute('href', '/account');
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
