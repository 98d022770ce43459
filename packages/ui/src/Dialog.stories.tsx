import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { ConfirmDialog, Dialog } from './Dialog';
import { TextField } from './TextField';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { open: true, title: 'Sign in', closable: true, size: 'sm', onOpenChange: () => undefined },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function DialogDemo(props: { closable?: boolean; size?: 'sm' | 'md' | 'lg' }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Sign in"
        description="Welcome back. Sign in to send want-tickets."
        closable={props.closable}
        size={props.size ?? 'sm'}
        footer={
          <Button block onClick={() => setOpen(false)}>
            Sign in
          </Button>
        }
      >
        <div style={{ display: 'grid', gap: '1rem' }}>
          <TextField label="E-mail" type="email" placeholder="you@example.com" />
          <TextField label="Password" type="password" />
        </div>
      </Dialog>
    </>
  );
}

export const Closable: Story = { render: () => <DialogDemo /> };

/** docs/product.md §2: the login dialog can be made non-closable (no ×, Esc and outside clicks ignored). */
export const NonClosable: Story = { render: () => <DialogDemo closable={false} /> };

export const Large: Story = { render: () => <DialogDemo size="lg" /> };

export const Confirm: Story = {
  render: () => (
    <ConfirmDialog
      open
      title="Abandon publishing?"
      message="Your title and description will not be saved."
      confirmLabel="Abandon"
      cancelLabel="Keep editing"
      onConfirm={() => undefined}
      onCancel={() => undefined}
      danger
    />
  ),
};
