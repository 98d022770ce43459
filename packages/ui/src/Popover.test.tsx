import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSub } from './DropdownMenu';
import { Popover } from './Popover';
import { qrPath, QrCode } from './QrCode';
import { renderUi } from './test/render';

// jsdom has no ResizeObserver; Radix measures the popover arrow with one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('Popover', () => {
  it('opens from its trigger as a named dialog and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderUi(
      <Popover label="More info" trigger={<button type="button">More</button>}>
        <a href="/terms">User agreement</a>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'More' });
    await user.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'More info' });
    expect(panel).toContainElement(screen.getByRole('link', { name: 'User agreement' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});

describe('DropdownMenuSub', () => {
  it('opens a nested menu with ArrowRight and runs its item', async () => {
    const user = userEvent.setup();
    let chosen = '';
    renderUi(
      <DropdownMenu trigger={<button type="button">Other</button>}>
        <DropdownMenuSub label="Creation mode upgrade">
          <DropdownMenuItem onSelect={() => (chosen = 'about')}>About us</DropdownMenuItem>
        </DropdownMenuSub>
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Other' }).focus();
    await user.keyboard('{Enter}');
    const sub = screen.getByRole('menuitem', { name: /Creation mode upgrade/ });
    expect(sub).toHaveAttribute('aria-haspopup', 'menu');
    sub.focus();
    await user.keyboard('{ArrowRight}');
    await user.click(await screen.findByRole('menuitem', { name: 'About us' }));
    expect(chosen).toBe('about');
  });
});

describe('QrCode', () => {
  it('encodes the value into a square of modules with a 4-module quiet zone', () => {
    const { d, side } = qrPath('https://example.com/mini');
    // Version 2 (25 modules) fits this URL at level M; plus 2 × 4 quiet modules.
    expect(side).toBe(25 + 8);
    // The top-left finder pattern starts right after the quiet zone.
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true);
    expect(qrPath('https://example.com/other').d).not.toBe(d);
  });

  it('renders an image named by its label', () => {
    renderUi(<QrCode value="https://example.com" label="Scan to open the mini-program" />);
    expect(screen.getByRole('img', { name: 'Scan to open the mini-program' })).toBeInTheDocument();
  });
});
