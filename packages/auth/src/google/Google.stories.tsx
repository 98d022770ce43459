import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '@aigc/store';
import { GoogleButton } from './GoogleButton';
import { LinkThirdLoginDialog } from './LinkThirdLoginDialog';
import '../styles/auth.css';

/* Google sign-in on the international site: the button and the password prompt of the link step (`/login?thirdLink=`). */

function WithStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => createAppStore({ entryType: 'main' }));
  return (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
}

const meta = {
  title: 'Auth/Google',
  component: LinkThirdLoginDialog,
  args: {
    open: true,
    validateAuthToken: 'story-link-token',
    onOpenChange: () => undefined,
    onLinked: () => undefined,
  },
} satisfies Meta<typeof LinkThirdLoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Continue with Google' (here it stays on the page: the check before leaving says no). */
export const Button: Story = {
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <GoogleButton redirect="/account" onBeforeStart={() => false} />
    </div>
  ),
};

/** The password prompt when Google's e-mail already has an account. */
export const LinkRequired: Story = {
  render: (args) => (
    <WithStore>
      <LinkThirdLoginDialog {...args} />
    </WithStore>
  ),
};
