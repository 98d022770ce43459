import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@aigc/store/testing';
import { MAIN_SITE_MENU } from '../menu';
import { SiteNavMenus } from './SiteNav';
import { SiteNavMenuPlaceholders, type SiteNavProps } from './SiteNavLinks';

const props: SiteNavProps = {
  layout: 'desktop',
  menu: MAIN_SITE_MENU,
  links: {
    shopOrigin: 'https://shop.example.com',
    miniProgramUrl: 'https://example.com/mp',
    social: { groupChat: 'https://example.com/c', lifestyleApp: 'https://example.com/l', officialAccount: 'https://example.com/o' },
    companyRegistration: 'Example Ltd.',
  },
  isLogin: true,
  onRequireLogin: () => {},
  onOpenMessages: () => {},
};

describe('SiteNavMenus after its placeholder', () => {
  it('opens the group the user clicked while the dropdown code was loading', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(
      <MemoryRouter>
        <SiteNavMenuPlaceholders menu={MAIN_SITE_MENU} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    first.unmount();
    renderWithProviders(
      <MemoryRouter>
        <SiteNavMenus {...props} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('menuitem', { name: 'Creation history' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the group pressed just before the swap, when the release lands on the real trigger', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(
      <MemoryRouter>
        <SiteNavMenuPlaceholders menu={MAIN_SITE_MENU} />
      </MemoryRouter>,
    );
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Mine' }) });
    first.unmount();
    renderWithProviders(
      <MemoryRouter>
        <SiteNavMenus {...props} />
      </MemoryRouter>,
    );
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Mine' }) });
    expect(await screen.findByRole('menuitem', { name: 'Creation history' })).toBeInTheDocument();
  });

  it('opens nothing by itself', async () => {
    renderWithProviders(
      <MemoryRouter>
        <SiteNavMenus {...props} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem')).toBeNull();
  });
});
